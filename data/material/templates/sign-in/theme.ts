import { createTheme } from '@mui/material/styles';

const serif = 'Georgia, Cambria, "Times New Roman", serif';

/**
 * A warm, friendly look: plum and berry, generous 16 px corners, serif headings over a system sans
 * body (both installed on every platform, so nothing is downloaded).
 * Colours are chosen for 4.5:1 text contrast on the paper colour in both schemes, and
 * `contrastThreshold: 4.5` makes filled buttons pick their text colour by the same rule.
 */
const theme = createTheme({
  cssVariables: { cssVarPrefix: 'template', colorSchemeSelector: 'class' },
  colorSchemes: {
    light: {
      palette: {
        contrastThreshold: 4.5,
        primary: { main: '#6b3fa0' },
        secondary: { main: '#8e2f66' },
        error: { main: '#c2303a' },
        success: { main: '#1b7a43' },
        info: { main: '#0b62b8' },
        background: { default: '#f7f4fb', paper: '#ffffff' },
        text: { primary: '#221a2c', secondary: '#5b5166' },
        divider: '#e4dcec',
      },
    },
    dark: {
      palette: {
        contrastThreshold: 4.5,
        primary: { main: '#cfb2ff' },
        secondary: { main: '#f4a6cf' },
        error: { main: '#ff8f8a' },
        success: { main: '#6fd69b' },
        info: { main: '#7db9ff' },
        background: { default: '#16111d', paper: '#1f1828' },
        text: { primary: '#efe9f6', secondary: '#b7abc6' },
        divider: '#3a3046',
      },
    },
  },
  shape: { borderRadius: 16 },
  typography: {
    fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    h1: { fontFamily: serif, fontSize: '2rem', fontWeight: 700, lineHeight: 1.2 },
    h2: { fontFamily: serif, fontSize: '1.5rem', fontWeight: 700, lineHeight: 1.25 },
    // Dialog titles use h6.
    h6: { fontFamily: serif, fontWeight: 700 },
    button: { textTransform: 'none', fontWeight: 600, fontSize: '0.95rem' },
  },
  components: {
    MuiButton: {
      defaultProps: { disableElevation: true },
      styleOverrides: { root: { borderRadius: 999, paddingBlock: 10 } },
    },
    // Fields keep a smaller radius than cards: rounded, but still clearly boxes to type into.
    MuiOutlinedInput: {
      styleOverrides: { root: { borderRadius: 12 } },
    },
    MuiDialog: {
      styleOverrides: { paper: { borderRadius: 20 } },
    },
  },
});

export default theme;
