import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { createTheme, type PaletteColor } from '@mui/material/styles';

const { palette } = createTheme();

// Written out by hand: every token is yours, nothing is computed.
const ochre: PaletteColor = {
  main: '#c8a415',
  light: '#e3c75a',
  dark: '#8c7209',
  contrastText: '#241d02',
};

// One value in, the other three computed with the theme's tonalOffset and contrastThreshold.
const lagoon = palette.augmentColor({ color: { main: '#1f7a8c' }, name: 'lagoon' });

// A hue object works too: the 500, 300 and 700 shades become main, light and dark.
const heather = palette.augmentColor({
  color: { 300: '#b39ddb', 500: '#7e57c2', 700: '#512da8' },
  name: 'heather',
});

const colors = [
  { name: 'ochre', how: 'all four tokens by hand', color: ochre },
  { name: 'lagoon', how: 'augmentColor({ color: { main } })', color: lagoon },
  { name: 'heather', how: 'augmentColor from shades 300/500/700', color: heather },
];

const tokens = ['light', 'main', 'dark'] as const;

export default function AugmentColorTokens() {
  return (
    <Stack spacing={2} sx={{ width: '100%', maxWidth: 560 }}>
      {colors.map(({ name, how, color }) => (
        <div key={name}>
          <Typography variant="subtitle2" component="p">
            palette.{name}
          </Typography>
          <Typography variant="caption" component="p" sx={{ color: 'text.secondary', mb: 0.5 }}>
            {how}
          </Typography>
          <Box sx={{ display: 'flex', borderRadius: 1, overflow: 'hidden', fontFamily: 'monospace', fontSize: 13 }}>
            {tokens.map((token) => (
              <Box
                key={token}
                sx={{
                  flex: 1,
                  minWidth: 0,
                  px: 1,
                  py: 1.5,
                  bgcolor: color[token],
                  color: token === 'main' ? color.contrastText : palette.getContrastText(color[token]),
                }}
              >
                {token}
                <br />
                {color[token]}
              </Box>
            ))}
          </Box>
          <Typography variant="caption" component="p" sx={{ fontFamily: 'monospace', mt: 0.5 }}>
            contrastText: {color.contrastText}
          </Typography>
        </div>
      ))}
    </Stack>
  );
}
