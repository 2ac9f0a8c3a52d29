import type { i18n as I18n } from 'i18next';
import { getJson } from '../lib/http';

/** The event an i18next instance emits once overrides are added; the screens shown render again on it. */
export const OVERRIDES_APPLIED = 'overridesApplied';

/** GET /api/translations: the texts admins changed in the back-office, by dotted key, per language. */
export interface TranslationOverrides {
  revision: number;
  en: Record<string, string>;
  ar: Record<string, string>;
}

/**
 * Puts the overrides over the bundled texts of an i18next instance. A feature's texts that load later do not
 * replace them (they are added without overwriting). The screens already shown render again once, with all
 * of them (OVERRIDES_APPLIED).
 */
export function applyOverrides(i18n: I18n, overrides: TranslationOverrides): void {
  for (const language of ['en', 'ar'] as const) {
    const texts = overrides[language];
    if (!texts || typeof texts !== 'object') continue;
    const strings = Object.fromEntries(Object.entries(texts).filter(([, value]) => typeof value === 'string'));
    if (Object.keys(strings).length > 0) i18n.addResources(language, 'translation', strings);
  }
  i18n.emit(OVERRIDES_APPLIED);
}

/**
 * Fetches the overrides once at start and applies them; the bundled texts stay when the call fails (the
 * storefront never waits for it to paint). The answer is cacheable for a minute.
 */
export async function loadOverrides(i18n: I18n): Promise<boolean> {
  try {
    applyOverrides(i18n, await getJson<TranslationOverrides>('/api/translations'));
    return true;
  } catch {
    return false;
  }
}
