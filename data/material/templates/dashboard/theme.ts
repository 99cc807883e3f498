import { createTheme } from '@mui/material/styles';

/**
 * A calm, dense look for an admin screen: deep teal with a violet accent, soft grey canvas,
 * 10 px corners and the platform's own UI font (nothing to download).
 * Every `main` colour is dark enough in light mode, and light enough in dark mode, to be used as
 * text on the paper colour at 4.5:1 or more; `contrastThreshold: 4.5` makes filled buttons and
 * chips pick their text colour by the same AA rule.
 */
const theme = createTheme({
  cssVariables: { cssVarPrefix: 'template', colorSchemeSelector: 'class' },
  colorSchemes: {
    light: {
      palette: {
        contrastThreshold: 4.5,
        primary: { main: '#00696f' },
        secondary: { main: '#5b4fc4' },
        success: { main: '#1b7a43' },
        warning: { main: '#9a5b00' },
        error: { main: '#c2303a' },
        info: { main: '#0b62b8' },
        background: { default: '#f4f6f8', paper: '#ffffff' },
        text: { primary: '#15212b', secondary: '#4a5866' },
        divider: '#dde3e8',
      },
    },
    dark: {
      palette: {
        contrastThreshold: 4.5,
        primary: { main: '#4fd1d9' },
        secondary: { main: '#a99cff' },
        success: { main: '#5fd38d' },
        warning: { main: '#f0b54f' },
        error: { main: '#ff8f8a' },
        info: { main: '#7db9ff' },
        background: { default: '#0d1419', paper: '#131d24' },
        text: { primary: '#e3ecf1', secondary: '#9fb1bd' },
        divider: '#26343e',
      },
    },
  },
  shape: { borderRadius: 10 },
  typography: {
    fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    h1: { fontSize: '1.75rem', fontWeight: 700, letterSpacing: '-0.01em' },
    h2: { fontSize: '1.125rem', fontWeight: 650 },
    h3: { fontSize: '1rem', fontWeight: 650 },
    button: { textTransform: 'none', fontWeight: 600 },
  },
  components: {
    // Flat cards with a hairline border read better than shadows on a busy screen.
    MuiCard: {
      defaultProps: { variant: 'outlined' },
    },
    MuiAppBar: {
      defaultProps: { elevation: 0, color: 'inherit' },
      styleOverrides: {
        root: ({ theme }) => ({
          backgroundColor: theme.vars.palette.background.paper,
          borderBottom: `1px solid ${theme.vars.palette.divider}`,
        }),
      },
    },
    MuiTableCell: {
      styleOverrides: {
        head: ({ theme }) => ({ fontWeight: 600, color: theme.vars.palette.text.secondary, whiteSpace: 'nowrap' }),
      },
    },
    MuiChip: {
      styleOverrides: { root: { fontWeight: 600 } },
    },
  },
});

export default theme;
