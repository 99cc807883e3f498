import { createTheme } from '@mui/material/styles';

/** The headings' typeface, also used by the wordmark and menu. */
export const serif = '"Iowan Old Style", "Palatino Linotype", Palatino, Georgia, serif';

/**
 * An editorial look: near-black ink on paper white with a single coral-red accent, square 2 px
 * corners and serif headings over a system sans body (no web fonts to download).
 * All text colours reach 4.5:1 on the page and paper colours in both schemes;
 * `contrastThreshold: 4.5` makes filled buttons and chips pick their text colour by the same rule.
 */
const theme = createTheme({
  cssVariables: { cssVarPrefix: 'template', colorSchemeSelector: 'class' },
  colorSchemes: {
    light: {
      palette: {
        contrastThreshold: 4.5,
        primary: { main: '#b83a26' },
        secondary: { main: '#1c1b1a' },
        success: { main: '#1b7a43' },
        error: { main: '#b3261e' },
        background: { default: '#fbfaf8', paper: '#ffffff' },
        text: { primary: '#1c1b1a', secondary: '#57534e' },
        divider: '#e7e3dd',
      },
    },
    dark: {
      palette: {
        contrastThreshold: 4.5,
        primary: { main: '#ff9b85' },
        secondary: { main: '#f1efec' },
        success: { main: '#6fd69b' },
        error: { main: '#ff9a8f' },
        background: { default: '#141312', paper: '#1c1b19' },
        text: { primary: '#f1efec', secondary: '#b5afa7' },
        divider: '#34312d',
      },
    },
  },
  shape: { borderRadius: 2 },
  typography: {
    fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    h1: { fontFamily: serif, fontWeight: 700, fontSize: 'clamp(2rem, 5vw, 3.25rem)', lineHeight: 1.1, letterSpacing: '-0.01em' },
    h2: { fontFamily: serif, fontWeight: 700, fontSize: '1.75rem', lineHeight: 1.2 },
    h3: { fontFamily: serif, fontWeight: 700, fontSize: '1.25rem', lineHeight: 1.3 },
    h6: { fontFamily: serif, fontWeight: 700 },
    overline: { fontWeight: 700, letterSpacing: '0.12em' },
    button: { textTransform: 'none', fontWeight: 600 },
  },
  components: {
    MuiButton: { defaultProps: { disableElevation: true } },
    // Topics read as printed tags rather than pills.
    MuiChip: { styleOverrides: { root: { borderRadius: 2, fontWeight: 600 } } },
    MuiCard: { defaultProps: { elevation: 0 } },
  },
});

export default theme;
