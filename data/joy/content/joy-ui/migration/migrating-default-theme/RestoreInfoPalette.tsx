import Alert from '@mui/joy/Alert';
import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import Chip from '@mui/joy/Chip';
import { CssVarsProvider, extendTheme } from '@mui/joy/styles';
import type { ColorPaletteProp } from '@mui/joy/styles';
import InfoRounded from '@mui/icons-material/InfoRounded';
import { oldPalettes } from './oldTheme';

const v = (shade: number) => `var(--info-demo-palette-info-${shade})`;

// The removed `info` palette, added back with the variant tokens components need, per scheme.
const theme = extendTheme({
  cssVarPrefix: 'info-demo',
  colorSchemeSelector: 'class',
  colorSchemes: {
    light: {
      palette: {
        info: {
          ...oldPalettes.info,
          solidColor: '#fff',
          solidBg: v(500),
          solidHoverBg: v(600),
          solidActiveBg: v(700),
          softColor: v(700),
          softBg: v(100),
          softHoverBg: v(200),
          softActiveBg: v(300),
          outlinedColor: v(600),
          outlinedBorder: v(300),
          outlinedHoverBg: v(100),
          outlinedActiveBg: v(200),
          plainColor: v(600),
          plainHoverBg: v(100),
          plainActiveBg: v(200),
        },
      },
    },
    dark: {
      palette: {
        info: {
          ...oldPalettes.info,
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
          outlinedHoverBg: v(800),
          outlinedActiveBg: v(900),
          plainColor: v(300),
          plainHoverBg: v(800),
          plainActiveBg: v(700),
        },
      },
    },
  },
} as Parameters<typeof extendTheme>[0]);

// With TypeScript, module augmentation adds `info` to the color prop (see the page); this demo casts.
const info = 'info' as ColorPaletteProp;

export default function RestoreInfoPalette() {
  return (
    <CssVarsProvider theme={theme}>
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1.5, width: '100%', maxWidth: 480 }}>
        <Alert color={info} variant="soft" startDecorator={<InfoRounded />}>
          Scheduled maintenance on Sunday, 02:00–03:00 UTC.
        </Alert>
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
          <Button color={info}>Details</Button>
          <Button color={info} variant="outlined">
            Remind me
          </Button>
          <Chip color={info} variant="soft">
            Beta
          </Chip>
        </Box>
      </Box>
    </CssVarsProvider>
  );
}
