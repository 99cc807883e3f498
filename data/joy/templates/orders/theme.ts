import { extendTheme } from '@mui/joy/styles';

const systemSans = 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif';

const plum = {
  50: '#f5f3fb',
  100: '#e9e4f7',
  200: '#d2c8ef',
  300: '#b5a4e4',
  400: '#9580d3',
  500: '#7761c0',
  600: '#5e47a6',
  700: '#4c3889',
  800: '#3c2c6c',
  900: '#2b2050',
};

/**
 * A plum brand on Joy's neutrals. The dark scheme sits under a `.dark` class on <html>, so a small
 * script can set it before the first paint; the fonts are the system's, so nothing is downloaded.
 * The shades keep 4.5:1 text contrast on the surfaces of both schemes.
 */
const theme = extendTheme({
  colorSchemeSelector: 'class',
  fontFamily: { body: systemSans, display: systemSans },
  colorSchemes: {
    light: {
      palette: {
        primary: {
          ...plum,
          solidBg: 'var(--joy-palette-primary-600)',
          solidHoverBg: 'var(--joy-palette-primary-700)',
          solidActiveBg: 'var(--joy-palette-primary-800)',
          plainColor: 'var(--joy-palette-primary-700)',
          outlinedColor: 'var(--joy-palette-primary-700)',
          softColor: 'var(--joy-palette-primary-800)',
          softBg: 'var(--joy-palette-primary-100)',
          // Links without a variant take their colour from this channel (shade 700: 9:1 on white).
          mainChannel: '76 56 137',
        },
        background: { body: '#f7f6fa' },
      },
    },
    dark: {
      palette: {
        primary: {
          ...plum,
          solidBg: 'var(--joy-palette-primary-300)',
          solidColor: '#1c1436',
          solidHoverBg: 'var(--joy-palette-primary-200)',
          solidActiveBg: 'var(--joy-palette-primary-100)',
          plainColor: 'var(--joy-palette-primary-300)',
          outlinedColor: 'var(--joy-palette-primary-200)',
          softColor: 'var(--joy-palette-primary-100)',
          softBg: 'rgba(149 128 211 / 0.24)',
          // Shade 300 for links on the dark surfaces.
          mainChannel: '181 164 228',
        },
        background: { body: '#0e0c13' },
      },
    },
  },
  components: {
    JoyButton: { styleOverrides: { root: { fontWeight: 600 } } },
  },
});

export default theme;
