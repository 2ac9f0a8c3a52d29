import createCache, { type EmotionCache } from '@emotion/cache';
import { arSA, enUS } from '@mui/material/locale';
import { defaultTheme, type RaThemeOptions } from 'react-admin';
import rtlPlugin from 'stylis-plugin-rtl';
import { intlLocale } from '../format';
import { directionOf, type AppLocale, type Direction } from '../i18n/localeStore';

/** The theme's own words, in the interface language. */
export interface ThemeTexts {
  /** The name of loading indicators. */
  loading: string;
  /** The name of a list's page links (MUI calls them "pagination navigation" unless told). */
  pages: string;
}

/** MUI's own words (page links, an autocomplete's "No options", an alert's close button) in the language. */
const muiTexts = { en: enUS, ar: arSA } as const;

/** Put this class on icons that point somewhere (arrows, chevrons): they turn around in Arabic. */
export const MIRROR_IN_RTL = 'mirror-in-rtl';

// Latin fonts first; Arabic glyphs fall through to the Arabic fonts of the reader's system.
const fontFamily = [
  'Roboto',
  '"Helvetica Neue"',
  'Arial',
  '"Noto Sans Arabic"',
  '"Noto Naskh Arabic"',
  '"Segoe UI"',
  'Tahoma',
  'sans-serif',
].join(',');

const buildTheme = (locale: AppLocale, texts: ThemeTexts): RaThemeOptions => ({
  ...defaultTheme,
  direction: directionOf(locale),
  palette: {
    ...defaultTheme.palette,
    // MUI's default primary (#1976d2) falls just under AA contrast on react-admin's grey background.
    primary: { light: '#5e92f3', main: '#1565c0', dark: '#003c8f', contrastText: '#fff' },
    // react-admin's app bar uses the secondary colour: a darker blue than its default keeps white text
    // at AA contrast (the default #2196f3 gives 3.1:1).
    secondary: { light: '#5e92f3', main: '#1565c0', dark: '#003c8f', contrastText: '#fff' },
  },
  typography: { ...defaultTheme.typography, fontFamily },
  components: {
    ...defaultTheme.components,
    ...muiTexts[locale].components,
    // Spinners and bars (react-admin's loading indicators among them) are progress bars: name them.
    MuiCircularProgress: { defaultProps: { 'aria-label': texts.loading } },
    MuiLinearProgress: { defaultProps: { 'aria-label': texts.loading } },
    // react-admin's list pagination draws MUI's, whose navigation landmark is named in English unless told.
    MuiPagination: {
      defaultProps: { ...muiTexts[locale].components?.MuiPagination?.defaultProps, 'aria-label': texts.pages },
    },
    // Numbers and amounts in the interface's digits and separators, not the browser's (an Arabic screen on an
    // English system wrote "SAR 26,655.00").
    RaNumberField: { defaultProps: { locales: intlLocale(locale) } },
    // react-admin 5 labels its row checkboxes with `aria-label` on MUI's Checkbox, which MUI 9 leaves on
    // the wrapping <span> (where ARIA forbids it) instead of the <input>: move it to the input.
    MuiCheckbox: {
      defaultProps: {
        slotProps: {
          root: () => ({ 'aria-label': undefined }),
          input: (ownerState: { 'aria-label'?: string }) => ({ 'aria-label': ownerState['aria-label'] }),
        },
      },
    },
    MuiCssBaseline: {
      styleOverrides: {
        [`[dir="rtl"] .${MIRROR_IN_RTL}`]: { transform: 'scaleX(-1)' },
        // A visible focus ring everywhere, keyboard users included.
        ':focus-visible': { outline: '2px solid #1565c0', outlineOffset: 2 },
      },
    },
  },
});

const themeCache = new Map<string, RaThemeOptions>();

/**
 * The theme of a language: its direction, its digits and the words the theme gives. Built once per language so
 * that react-admin does not rebuild its theme on every render.
 */
export const themeFor = (locale: AppLocale, texts: ThemeTexts): RaThemeOptions => {
  const key = `${locale}:${texts.loading}:${texts.pages}`;
  if (!themeCache.has(key)) themeCache.set(key, buildTheme(locale, texts));
  return themeCache.get(key)!;
};

/**
 * Right-to-left styles come from the stylis RTL plugin (it flips margins, paddings, borders, text-align),
 * MUI's documented way; each direction keeps its own cache so switching back and forth costs nothing.
 */
export const emotionCaches: Record<Direction, EmotionCache> = {
  ltr: createCache({ key: 'boltr' }),
  rtl: createCache({ key: 'bortl', stylisPlugins: [rtlPlugin] }),
};
