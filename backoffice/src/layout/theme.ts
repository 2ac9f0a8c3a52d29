import createCache, { type EmotionCache } from '@emotion/cache';
import { defaultTheme, type RaThemeOptions } from 'react-admin';
import rtlPlugin from 'stylis-plugin-rtl';
import type { Direction } from '../i18n/localeStore';

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

const buildTheme = (direction: Direction, loadingLabel: string): RaThemeOptions => ({
  ...defaultTheme,
  direction,
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
    // Spinners and bars (react-admin's loading indicators among them) are progress bars: name them.
    MuiCircularProgress: { defaultProps: { 'aria-label': loadingLabel } },
    MuiLinearProgress: { defaultProps: { 'aria-label': loadingLabel } },
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
 * The theme of a language: its direction, and the name given to loading indicators. Built once per
 * language so that react-admin does not rebuild its theme on every render.
 */
export const themeFor = (direction: Direction, loadingLabel: string): RaThemeOptions => {
  const key = `${direction}:${loadingLabel}`;
  if (!themeCache.has(key)) themeCache.set(key, buildTheme(direction, loadingLabel));
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
