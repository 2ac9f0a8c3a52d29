import type { i18n as I18n } from 'i18next';

type Tree = { [key: string]: unknown };
type FeatureLanguage = 'en' | 'ar';

/**
 * Each feature keeps its texts beside its code in `features/<feature>/i18n/{en,ar}.json` (the parity check,
 * scripts/check-i18n-parity.mjs, compares every pair). They load as their own chunks, after the first paint,
 * so the landing page's first download carries only the shared texts.
 */
const loaders = import.meta.glob<Tree>('../features/*/i18n/*.json', { import: 'default' });

const loaded: Record<FeatureLanguage, Tree[]> = { en: [], ar: [] };
let loading: Promise<void> | null = null;

/** Loads every feature's texts in both languages, once (switching language needs no further download). */
export function loadFeatureTexts(): Promise<void> {
  loading ??= Promise.all(
    Object.entries(loaders).map(async ([path, load]) => {
      const tree = await load();
      loaded[path.endsWith('/ar.json') ? 'ar' : 'en'].push(tree);
    }),
  ).then(() => undefined);
  return loading;
}

export const loadedFeatureTexts = (language: FeatureLanguage): readonly Tree[] => loaded[language];

const added = new WeakMap<I18n, Promise<void>>();

/** Adds the feature texts to an i18next instance once they are loaded (deep, without overwriting). */
export function ensureFeatureTexts(i18n: I18n): Promise<void> {
  let ready = added.get(i18n);
  if (!ready) {
    ready = loadFeatureTexts().then(() => {
      for (const language of ['en', 'ar'] as const) {
        for (const tree of loaded[language]) i18n.addResourceBundle(language, 'translation', tree, true, false);
      }
    });
    added.set(i18n, ready);
  }
  return ready;
}
