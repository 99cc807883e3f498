import { extendTheme } from '@mui/joy/styles';

const systemSans = 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif';

/** One indigo scale, shared by both schemes; each scheme picks the shades that read on its surfaces. */
const indigo = {
  50: '#f0f1ff',
  100: '#e1e3fe',
  200: '#c5c9fc',
  300: '#a3a8f7',
  400: '#7f83ee',
  500: '#6161e0',
  600: '#4f4ac8',
  700: '#423ca7',
  800: '#353184',
  900: '#292765',
};

/**
 * An indigo brand on Joy's neutrals. The dark scheme sits under a `.dark` class on <html>, so a
 * small script can set it before the first paint; the fonts are the system's, so nothing is
 * downloaded. Every text shade keeps at least 4.5:1 contrast on the surfaces of its scheme.
 */
const theme = extendTheme({
  colorSchemeSelector: 'class',
  fontFamily: { body: systemSans, display: systemSans },
  colorSchemes: {
    light: {
      palette: {
        primary: {
          ...indigo,
          solidBg: 'var(--joy-palette-primary-600)',
          solidHoverBg: 'var(--joy-palette-primary-700)',
          solidActiveBg: 'var(--joy-palette-primary-800)',
          plainColor: 'var(--joy-palette-primary-700)',
          outlinedColor: 'var(--joy-palette-primary-700)',
          softColor: 'var(--joy-palette-primary-800)',
          // Links without a variant take their colour from this channel (shade 700: 8.6:1 on white).
          mainChannel: '66 60 167',
        },
        background: { body: '#f6f7fb' },
      },
    },
    dark: {
      palette: {
        primary: {
          ...indigo,
          solidBg: 'var(--joy-palette-primary-300)',
          solidColor: '#14123a',
          solidHoverBg: 'var(--joy-palette-primary-200)',
          solidActiveBg: 'var(--joy-palette-primary-100)',
          plainColor: 'var(--joy-palette-primary-300)',
          outlinedColor: 'var(--joy-palette-primary-200)',
          // Shade 300 for links on the dark surfaces (8.8:1).
          mainChannel: '163 168 247',
        },
        background: { body: '#0b0c12' },
      },
    },
  },
  components: {
    JoyButton: { styleOverrides: { root: { fontWeight: 600 } } },
  },
});

export default theme;
