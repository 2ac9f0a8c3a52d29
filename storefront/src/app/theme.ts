import { createTheme, type Theme } from '@mui/material/styles';

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

/** Colours chosen for AA contrast: white text on primary and secondary is above 7:1. */
export function createAppTheme(direction: 'ltr' | 'rtl'): Theme {
  return createTheme({
    direction,
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
  });
}
