import { arSA, enUS } from '@mui/material/locale';
import { createTheme, type Theme } from '@mui/material/styles';
import type { Language } from '../config/constants';
import { directionOf } from '../i18n/language';

// The Latin face comes last so English never falls back to a serif (STACK.md, fonts).
const fontFamily = [
  '"Noto Sans"',
  '"Noto Sans Arabic"',
  '"Segoe UI"',
  'Tahoma',
  '"Helvetica Neue"',
  'Arial',
  'sans-serif',
].join(',');

/**
 * MUI's own words (an autocomplete's "No options" and its clear and open buttons, an alert's close button, page
 * links) in the interface's language, wherever a screen does not give its own.
 */
const muiTexts = { en: enUS, ar: arSA } as const;

/** Colours chosen for AA contrast: white text on primary and secondary is above 7:1. */
function createAppTheme(language: Language): Theme {
  return createTheme(
    {
      direction: directionOf(language),
      palette: {
        primary: { main: '#7a3b17', contrastText: '#ffffff' },
        secondary: { main: '#1d5560', contrastText: '#ffffff' },
        // Darker than MUI's defaults so white text on filled toasts passes AA.
        info: { main: '#01579b', contrastText: '#ffffff' },
        success: { main: '#1b5e20', contrastText: '#ffffff' },
        warning: { main: '#8a4b00', contrastText: '#ffffff' },
        error: { main: '#b3261e', contrastText: '#ffffff' },
        background: { default: '#fbf8f4', paper: '#ffffff' },
        text: { primary: '#1f1a16', secondary: '#4f463f' },
      },
      shape: { borderRadius: 10 },
      typography: {
        fontFamily,
        h1: { fontSize: '2.5rem', fontWeight: 700, lineHeight: 1.2 },
        h2: { fontSize: '1.9rem', fontWeight: 700, lineHeight: 1.25 },
        h3: { fontSize: '1.35rem', fontWeight: 600 },
        button: { textTransform: 'none', fontWeight: 600 },
      },
      components: {
        MuiCssBaseline: {
          styleOverrides: {
            // A visible focus ring for keyboard users on every control, links included.
            ':focus-visible': { outline: '3px solid #1d5560', outlineOffset: '2px' },
            html: { scrollBehavior: 'smooth' },
          },
        },
        MuiButtonBase: { defaultProps: { disableRipple: false } },
        // MUI puts a zero-width space before a button's icon (keeping the line height); the "/ ''" gives it empty
        // alternative text, so a button's accessible name is its words alone ("My account", not "\u200b My account").
        MuiButton: {
          styleOverrides: {
            startIcon: { '&::before': { content: '"\\200b" / ""' } },
            endIcon: { '&::before': { content: '"\\200b" / ""' } },
          },
        },
        MuiLink: { defaultProps: { underline: 'hover' } },
      },
    },
    muiTexts[language],
  );
}

const themes = new Map<Language, Theme>();

/** The theme of a language, made once: switching back and forth keeps the same object (no restyling of everything). */
export function themeFor(language: Language): Theme {
  let theme = themes.get(language);
  if (!theme) themes.set(language, (theme = createAppTheme(language)));
  return theme;
}
