import { CacheProvider } from '@emotion/react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage, directionOf } from '../i18n/language';
import { emotionCacheFor } from './emotion-caches';
import { themeFor } from './theme';

/**
 * Theme (direction and MUI's own words) and style cache follow the interface language; `<html dir>` is set by
 * bindDocumentLanguage.
 */
export function DirectionProvider({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  const language = currentLanguage(i18n);
  const direction = directionOf(language);
  return (
    <CacheProvider value={emotionCacheFor(direction)}>
      <ThemeProvider theme={themeFor(language)}>
        <CssBaseline />
        {children}
      </ThemeProvider>
    </CacheProvider>
  );
}
