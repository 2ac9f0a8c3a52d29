import type { i18n as I18n } from 'i18next';
import { LANGUAGE_STORAGE_KEY, supportedLanguages, type Language } from '../config/constants';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (supportedLanguages as readonly string[]).includes(value);
}

/** `?lang=ar` or `?lang=en` in any URL selects the language (shareable links). */
export function languageFromSearch(search: string): Language | null {
  const value = new URLSearchParams(search).get('lang');
  return isLanguage(value) ? value : null;
}

function storedLanguage(storage: Storage | undefined): Language | null {
  try {
    const value = storage?.getItem(LANGUAGE_STORAGE_KEY);
    return isLanguage(value) ? value : null;
  } catch {
    return null; // storage can be disabled (private mode, sandboxed frames)
  }
}

/** The URL wins, then the remembered choice, then English (the default and fallback language). */
export function initialLanguage(search: string, storage?: Storage): Language {
  return languageFromSearch(search) ?? storedLanguage(storage) ?? 'en';
}

export function directionOf(language: Language): 'rtl' | 'ltr' {
  return language === 'ar' ? 'rtl' : 'ltr';
}

/** Current language of an i18next instance, narrowed to the languages we ship. */
export function currentLanguage(i18n: Pick<I18n, 'resolvedLanguage' | 'language'>): Language {
  const value = i18n.resolvedLanguage ?? i18n.language;
  return isLanguage(value) ? value : 'en';
}

/**
 * Keeps `<html lang dir>` and the remembered choice in step with i18next. Set once here, so portalled dialogs
 * and menus (mounted under <body>) inherit the direction without per-component checks.
 */
export function bindDocumentLanguage(i18n: I18n, doc: Document = document, storage?: Storage): () => void {
  const apply = (value: string) => {
    const language: Language = isLanguage(value) ? value : 'en';
    doc.documentElement.lang = language;
    doc.documentElement.dir = directionOf(language);
    try {
      storage?.setItem(LANGUAGE_STORAGE_KEY, language);
    } catch {
      // Remembering is a convenience; the URL parameter still works without storage.
    }
  };
  apply(i18n.language);
  i18n.on('languageChanged', apply);
  return () => i18n.off('languageChanged', apply);
}
