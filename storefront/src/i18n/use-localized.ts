import type { Language } from '../config/constants';
import { useLanguage } from './use-language';

/** The Arabic counterpart in Arabic when it has text, otherwise the English value. */
export function pick(language: Language, en: string | null | undefined, ar: string | null | undefined): string {
  if (language === 'ar' && ar?.trim()) return ar;
  return en ?? ar ?? '';
}

/** `pick` bound to the interface language. */
export function useLocalized(): (en: string | null | undefined, ar: string | null | undefined) => string {
  const language = useLanguage();
  return (en, ar) => pick(language, en, ar);
}
