import * as React from 'react';
import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { createTheme } from '@mui/material/styles';

const mains = { primary: '#3949ab', secondary: '#00897b' };
const shades = ['light', 'main', 'dark'] as const;

export default function TonalOffset() {
  const [offset, setOffset] = React.useState(0.2);
  const palette = React.useMemo(
    () =>
      createTheme({
        palette: {
          tonalOffset: offset,
          primary: { main: mains.primary },
          secondary: { main: mains.secondary },
        },
      }).palette,
    [offset],
  );

  return (
    <Stack spacing={2} sx={{ width: '100%', maxWidth: 520 }}>
      <div>
        <Typography id="tonal-offset-label" variant="body2" gutterBottom>
          tonalOffset: {offset.toFixed(2)} (light is {Math.round(offset * 100)}% lighter, dark {Math.round(offset * 150)}% darker)
        </Typography>
        <Slider
          value={offset}
          onChange={(_event, value) => setOffset(value)}
          min={0}
          max={0.5}
          step={0.05}
          marks={[{ value: 0.2, label: 'default' }]}
          aria-labelledby="tonal-offset-label"
        />
      </div>
      {(['primary', 'secondary'] as const).map((name) => (
        <Box key={name}>
          <Typography variant="subtitle2" component="p" gutterBottom>
            {name} (main {mains[name]})
          </Typography>
          <Box sx={{ display: 'flex', borderRadius: 1, overflow: 'hidden' }}>
            {shades.map((shade) => (
              <Box
                key={shade}
                sx={{
                  flex: 1,
                  minWidth: 0,
                  px: 1,
                  py: 1.5,
                  bgcolor: palette[name][shade],
                  color: palette.getContrastText(palette[name][shade]),
                  fontFamily: 'monospace',
                  fontSize: 13,
                }}
              >
                {shade}
                <br />
                {palette[name][shade]}
              </Box>
            ))}
          </Box>
        </Box>
      ))}
    </Stack>
  );
}
