import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { languageFromSearch } from '../../i18n/language';

/** `?lang=ar|en` on any route switches the interface language, also after in-app navigation. */
export function useLanguageFromUrl(): void {
  const { search } = useLocation();
  const { i18n } = useTranslation();
  useEffect(() => {
    const requested = languageFromSearch(search);
    if (requested && requested !== i18n.language) void i18n.changeLanguage(requested);
  }, [search, i18n]);
}
