import { useTranslation } from 'react-i18next';
import type { Language } from '../config/constants';
import { currentLanguage } from './language';

/** The interface language, for the formatting helpers and for picking a server message. */
export function useLanguage(): Language {
  const { i18n } = useTranslation();
  return currentLanguage(i18n);
}
