import { createTheme } from '@mui/material/styles';

/**
 * An earthy shop look: forest green with a terracotta accent on warm off-white, tight 6 px
 * corners and heavy, slightly condensed headings. System fonts only.
 * Text colours reach 4.5:1 on the paper colour in both schemes; `contrastThreshold: 4.5` makes
 * filled buttons choose their text colour by the same rule.
 */
const theme = createTheme({
  cssVariables: { cssVarPrefix: 'template', colorSchemeSelector: 'class' },
  colorSchemes: {
    light: {
      palette: {
        contrastThreshold: 4.5,
        primary: { main: '#2f6b3b' },
        secondary: { main: '#b4532a' },
        error: { main: '#b3261e' },
        success: { main: '#2f6b3b' },
        info: { main: '#1f5f8b' },
        background: { default: '#faf8f4', paper: '#ffffff' },
        text: { primary: '#1f2420', secondary: '#535b55' },
        divider: '#e5e1d8',
      },
    },
    dark: {
      palette: {
        contrastThreshold: 4.5,
        primary: { main: '#8fd19e' },
        secondary: { main: '#f0a27c' },
        error: { main: '#ff9a8f' },
        success: { main: '#8fd19e' },
        info: { main: '#8cc4ee' },
        background: { default: '#121512', paper: '#1a1f1b' },
        text: { primary: '#e8ece6', secondary: '#a9b3ab' },
        divider: '#2f3830',
      },
    },
  },
  shape: { borderRadius: 6 },
  typography: {
    fontFamily: '"Segoe UI", system-ui, -apple-system, Roboto, "Helvetica Neue", Arial, sans-serif',
    h1: { fontSize: '2rem', fontWeight: 800, letterSpacing: '-0.02em' },
    h2: { fontSize: '1.25rem', fontWeight: 700, letterSpacing: '-0.01em' },
    h3: { fontSize: '1rem', fontWeight: 700 },
    button: { fontWeight: 700, letterSpacing: '0.04em' },
    overline: { fontWeight: 700, letterSpacing: '0.1em' },
  },
  components: {
    MuiButton: {
      defaultProps: { disableElevation: true },
      styleOverrides: { sizeLarge: { paddingBlock: 12, paddingInline: 28 } },
    },
    MuiPaper: {
      defaultProps: { variant: 'outlined' },
    },
    MuiStepIcon: {
      styleOverrides: { text: { fontWeight: 700 } },
    },
  },
});

export default theme;
