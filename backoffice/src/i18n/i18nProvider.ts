import polyglotI18nProvider from 'ra-i18n-polyglot';
import type { I18nProvider, TranslationMessages } from 'react-admin';
import { ar } from './ar';
import { en } from './en';
import { type AppLocale, getLocale, isAppLocale, setLocale } from './localeStore';

type Messages = { [key: string]: string | Messages };

/** Arabic over English, so that a key missing in Arabic still shows English rather than a raw key. */
export const withFallback = (primary: Messages, fallback: Messages): Messages => {
  const merged: Messages = { ...fallback };
  for (const [key, value] of Object.entries(primary)) {
    const base = fallback[key];
    merged[key] = typeof value === 'object' && typeof base === 'object' ? withFallback(value, base) : value;
  }
  return merged;
};

const messagesByLocale: Record<AppLocale, TranslationMessages> = {
  en,
  ar: withFallback(ar as Messages, en as Messages) as TranslationMessages,
};

/** Language names are shown in their own language, whichever the interface language. */
export const availableLocales = [
  { locale: 'en', name: 'English' },
  { locale: 'ar', name: 'العربية' },
];

/**
 * react-admin's Polyglot provider, plus one duty: publish each change of language to the locale store that
 * drives direction, `<html lang dir>` and the HTTP client's choice of error text.
 */
export const createI18nProvider = (initial: AppLocale = getLocale()): I18nProvider => {
  const provider = polyglotI18nProvider(
    (locale) => messagesByLocale[isAppLocale(locale) ? locale : 'en'],
    initial,
    availableLocales,
  );
  return {
    ...provider,
    changeLocale: async (locale, options) => {
      await provider.changeLocale(locale, options);
      if (isAppLocale(locale)) setLocale(locale);
    },
  };
};
