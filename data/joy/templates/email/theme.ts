import { formControlClasses } from '@mui/joy/FormControl';
import { extendTheme } from '@mui/joy/styles';

const systemSans = 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif';

// A cobalt blue, shared by both schemes; each scheme picks the shades that read well on its surfaces.
const cobalt = {
  50: '#eef3ff',
  100: '#dbe5fe',
  200: '#bccefc',
  300: '#93b0f8',
  400: '#6a8ef2',
  500: '#466be3',
  600: '#3152c8',
  700: '#2842a5',
  800: '#233884',
  900: '#1f3068',
};

/**
 * A cobalt brand on Joy's neutrals. The dark scheme sits under a `.dark` class on <html>, so a
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
          ...cobalt,
          solidBg: 'var(--joy-palette-primary-600)',
          solidHoverBg: 'var(--joy-palette-primary-700)',
          solidActiveBg: 'var(--joy-palette-primary-800)',
          plainColor: 'var(--joy-palette-primary-700)',
          softColor: 'var(--joy-palette-primary-800)',
          softBg: 'var(--joy-palette-primary-100)',
          // Links without a variant take their colour from this channel (shade 700: 8:1 on white).
          mainChannel: '40 66 165',
        },
        background: { body: '#f4f6fa' },
      },
    },
    dark: {
      palette: {
        primary: {
          ...cobalt,
          solidBg: 'var(--joy-palette-primary-300)',
          solidColor: '#0c1533',
          solidHoverBg: 'var(--joy-palette-primary-200)',
          solidActiveBg: 'var(--joy-palette-primary-100)',
          plainColor: 'var(--joy-palette-primary-300)',
          softColor: 'var(--joy-palette-primary-100)',
          softBg: 'rgba(70 107 227 / 0.24)',
          // Shade 300 for links on the dark surfaces.
          mainChannel: '147 176 248',
        },
        background: { body: '#0b0e14', surface: '#121620' },
      },
    },
  },
  components: {
    JoyButton: { styleOverrides: { root: { fontWeight: 600 } } },
    // Error messages in the text colour of `danger` (shade 300 in the dark scheme), not shade 500,
    // which reads at only 3:1 on the dark surfaces.
    JoyFormControl: {
      styleOverrides: {
        root: ({ theme }) => ({
          [`&.${formControlClasses.error}`]: { '--FormHelperText-color': theme.vars.palette.danger.plainColor },
        }),
      },
    },
  },
});

export default theme;
