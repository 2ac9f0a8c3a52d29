import i18next, { type i18n as I18n, type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Language } from '../config/constants';
import ar from './ar.json';
import en from './en.json';

export const defaultResources: Resource = {
  en: { translation: en },
  ar: { translation: ar },
};

/**
 * A ready i18next instance. English is the default and the fallback: an Arabic key that is missing shows its
 * English text rather than the raw key. Resources are bundled, so initialisation is synchronous.
 */
export function createI18n(language: Language, resources: Resource = defaultResources): I18n {
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
  });
  return instance;
}
