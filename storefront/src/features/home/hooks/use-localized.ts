import { useLanguage } from '../../../i18n/use-language';

/** Picks the Arabic counterpart (`…Ar`) of a text in Arabic when it has one, the English text otherwise. */
export function useLocalized() {
  const language = useLanguage();
  return (english: string | null | undefined, arabic: string | null | undefined): string =>
    (language === 'ar' && arabic?.trim() ? arabic : english) ?? '';
}
