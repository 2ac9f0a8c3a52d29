import i18next, { type i18n as I18n, type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { VOCABULARY_TEXTS } from '@gulf-art/contracts';
import type { Language } from '../config/constants';
import ar from './ar.json';
import en from './en.json';
import { loadedFeatureTexts } from './feature-texts';
import { OVERRIDES_APPLIED } from './overrides';

type Tree = { [key: string]: unknown };

/** Deep merge, so a feature's `{ "catalog": {...} }` joins the shared tree without a central file to edit. */
function merge(base: Tree, extra: Tree): Tree {
  const out: Tree = { ...base };
  for (const [key, value] of Object.entries(extra)) {
    const current = out[key];
    out[key] =
      current && typeof current === 'object' && value && typeof value === 'object'
        ? merge(current as Tree, value as Tree)
        : value;
  }
  return out;
}

/**
 * The whole translation tree of one language: the shared texts with the catalogue's vocabularies (`catalog.styles`,
 * `catalog.mediums`, `catalog.artistMedia`, kept in @gulf-art/contracts for the back-office too), plus every
 * feature's texts loaded so far.
 */
export function translationsOf(language: 'en' | 'ar'): Tree {
  const shared = merge((language === 'en' ? en : ar) as Tree, VOCABULARY_TEXTS[language] as Tree);
  return loadedFeatureTexts(language).reduce(merge, shared);
}

/** Resources as of now: the shared texts, plus the feature texts when they have been loaded (tests preload them). */
export const currentResources = (): Resource => ({
  en: { translation: translationsOf('en') },
  ar: { translation: translationsOf('ar') },
});

/**
 * A ready i18next instance. English is the default and the fallback: an Arabic key that is missing shows its
 * English text rather than the raw key. The shared texts are bundled, so initialisation is synchronous; the
 * features' texts join when loaded (see feature-texts.ts and FeatureTextsGate).
 */
export function createI18n(language: Language, resources: Resource = currentResources()): I18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    resources,
    lng: language,
    fallbackLng: 'en',
    supportedLngs: ['en', 'ar'],
    nonExplicitSupportedLngs: true,
    initAsync: false,
    returnNull: false,
    interpolation: { escapeValue: false }, // React escapes
    // The back-office's overrides, added after the first paint, re-render the screens already shown: applyOverrides
    // emits OVERRIDES_APPLIED once they are in. Not `bindI18nStore: 'added'`: every screen then re-rendered on
    // each text added, and the whole app rendered in jsdom never settled (the storefront's unit tests spun).
    react: { bindI18n: `languageChanged ${OVERRIDES_APPLIED}` },
  });
  return instance;
}
