import type { i18n as I18n } from 'i18next';
import { getJson } from '../lib/http';

/** GET /api/translations: the texts admins changed in the back-office, by dotted key, per language. */
export interface TranslationOverrides {
  revision: number;
  en: Record<string, string>;
  ar: Record<string, string>;
}

/**
 * Puts the overrides over the bundled texts of an i18next instance. A feature's texts that load later do not
 * replace them (they are added without overwriting); a screen already shown picks them up when it renders again.
 */
export function applyOverrides(i18n: I18n, overrides: TranslationOverrides): void {
  for (const language of ['en', 'ar'] as const) {
    const texts = overrides[language];
    if (!texts || typeof texts !== 'object') continue;
    for (const [key, value] of Object.entries(texts))
      if (typeof value === 'string') i18n.addResource(language, 'translation', key, value);
  }
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
