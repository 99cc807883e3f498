import { extendTheme } from '@mui/joy/styles';

const systemSans = 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif';

/**
 * A calm green brand on Joy's neutrals. The dark scheme sits under a `.dark` class on <html>, so a
 * small script can set it before the first paint; the fonts are the system's, so nothing is
 * downloaded. The shades keep 4.5:1 text contrast on the surfaces of both schemes.
 */
const theme = extendTheme({
  colorSchemeSelector: 'class',
  fontFamily: { body: systemSans, display: systemSans },
  colorSchemes: {
    light: {
      palette: {
        primary: {
          50: '#ecfdf3',
          100: '#d1fadf',
          200: '#a6f4c5',
          300: '#6ce9a6',
          400: '#32d583',
          500: '#12a150',
          600: '#0b7a3d',
          700: '#08642f',
          800: '#074d25',
          900: '#053d1e',
          solidBg: 'var(--joy-palette-primary-600)',
          solidHoverBg: 'var(--joy-palette-primary-700)',
          solidActiveBg: 'var(--joy-palette-primary-800)',
          plainColor: 'var(--joy-palette-primary-700)',
          softColor: 'var(--joy-palette-primary-800)',
          // Links without a variant take their colour from this channel (shade 700: 7:1 on white).
          mainChannel: '8 100 47',
        },
        background: { body: '#f6f8f7' },
      },
    },
    dark: {
      palette: {
        primary: {
          50: '#ecfdf3',
          100: '#d1fadf',
          200: '#a6f4c5',
          300: '#6ce9a6',
          400: '#32d583',
          500: '#12a150',
          600: '#0b7a3d',
          700: '#08642f',
          800: '#074d25',
          900: '#053d1e',
          solidBg: 'var(--joy-palette-primary-400)',
          solidColor: '#032814',
          solidHoverBg: 'var(--joy-palette-primary-300)',
          solidActiveBg: 'var(--joy-palette-primary-200)',
          plainColor: 'var(--joy-palette-primary-300)',
          // Shade 300 for links on the dark surfaces.
          mainChannel: '108 233 166',
        },
        background: { body: '#0d1210' },
      },
    },
  },
  components: {
    JoyButton: { styleOverrides: { root: { fontWeight: 600 } } },
  },
});

export default theme;
