import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import Chip from '@mui/joy/Chip';
import IconButton from '@mui/joy/IconButton';
import Switch from '@mui/joy/Switch';
import { CssVarsProvider, extendTheme } from '@mui/joy/styles';
import type { ColorPaletteProp } from '@mui/joy/styles';
import FavoriteRounded from '@mui/icons-material/FavoriteRounded';

// A new palette needs its shades and the variant tokens the components will use.
const pink = {
  50: '#FDF2F7',
  100: '#FCE4EF',
  200: '#F9C9DF',
  300: '#F49FC4',
  400: '#EC6AA3',
  500: '#DB3F83',
  600: '#BF2A6A',
  700: '#9C1F55',
  800: '#7A1A44',
  900: '#4D0F2A',
};
const v = (shade: number) => `var(--palette-add-demo-palette-secondary-${shade})`;

const theme = extendTheme({
  cssVarPrefix: 'palette-add-demo',
  colorSchemeSelector: 'class',
  colorSchemes: {
    light: {
      palette: {
        secondary: {
          ...pink,
          solidColor: '#fff',
          solidBg: v(600),
          solidHoverBg: v(700),
          solidActiveBg: v(800),
          softColor: v(800),
          softBg: v(100),
          softHoverBg: v(200),
          softActiveBg: v(300),
          outlinedColor: v(700),
          outlinedBorder: v(300),
          outlinedHoverBg: v(50),
          outlinedActiveBg: v(100),
          plainColor: v(700),
          plainHoverBg: v(50),
          plainActiveBg: v(100),
        },
      },
    },
    dark: {
      palette: {
        secondary: {
          ...pink,
          solidColor: '#fff',
          solidBg: v(600),
          solidHoverBg: v(700),
          solidActiveBg: v(800),
          softColor: v(200),
          softBg: v(900),
          softHoverBg: v(800),
          softActiveBg: v(700),
          outlinedColor: v(200),
          outlinedBorder: v(700),
          outlinedHoverBg: v(900),
          outlinedActiveBg: v(800),
          plainColor: v(300),
          plainHoverBg: v(900),
          plainActiveBg: v(800),
        },
      },
    },
  },
} as Parameters<typeof extendTheme>[0]);

// In an app, module augmentation adds 'secondary' to the color prop's type; this demo casts.
const secondary = 'secondary' as ColorPaletteProp;

export default function AddPalette() {
  return (
    <CssVarsProvider theme={theme}>
      <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap', alignItems: 'center' }}>
        <Button color={secondary}>Follow</Button>
        <Button color={secondary} variant="soft">
          Message
        </Button>
        <Button color={secondary} variant="outlined">
          Share profile
        </Button>
        <Chip color={secondary} variant="soft">
          Top contributor
        </Chip>
        <IconButton color={secondary} variant="plain" aria-label="Add to favourites">
          <FavoriteRounded />
        </IconButton>
        <Switch color={secondary} defaultChecked slotProps={{ input: { 'aria-label': 'Notify me of new posts' } }} />
      </Box>
    </CssVarsProvider>
  );
}
