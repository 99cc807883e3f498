import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { createTheme, type PaletteColor } from '@mui/material/styles';

// Read from the library at runtime, so the values below are exactly what createTheme() returns.
const palettes = {
  light: createTheme().palette,
  dark: createTheme({ palette: { mode: 'dark' } }).palette,
};
type Mode = keyof typeof palettes;

const intentions = ['primary', 'secondary', 'error', 'warning', 'info', 'success'] as const;
const shades = ['light', 'main', 'dark'] as const;

export default function DefaultPaletteValues() {
  const [mode, setMode] = React.useState<Mode>('light');
  const palette = palettes[mode];

  return (
    <Stack spacing={2} sx={{ width: '100%' }}>
      <ToggleButtonGroup
        exclusive
        size="small"
        value={mode}
        onChange={(_event, value: Mode | null) => value && setMode(value)}
        aria-label="Palette mode"
      >
        <ToggleButton value="light">Light palette</ToggleButton>
        <ToggleButton value="dark">Dark palette</ToggleButton>
      </ToggleButtonGroup>
      <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(150px, 1fr))', gap: 1.5 }}>
        {intentions.map((name) => {
          const color: PaletteColor = palette[name];
          return (
            <Box
              key={name}
              component="figure"
              sx={{ m: 0, borderRadius: 1, overflow: 'hidden', border: 1, borderColor: 'divider', fontFamily: 'monospace', fontSize: 13 }}
            >
              <Box component="figcaption" sx={{ px: 1.5, py: 1, fontFamily: 'inherit', fontWeight: 700 }}>
                palette.{name}
              </Box>
              {shades.map((shade) => (
                <Box
                  key={shade}
                  sx={{
                    display: 'flex',
                    justifyContent: 'space-between',
                    px: 1.5,
                    py: shade === 'main' ? 2 : 1,
                    bgcolor: color[shade],
                    // Each swatch picks its own readable text color, the way the palette does for `main`.
                    color: palette.getContrastText(color[shade]),
                  }}
                >
                  <span>{shade}</span>
                  <span>{color[shade]}</span>
                </Box>
              ))}
              <Box
                sx={{
                  display: 'flex',
                  flexWrap: 'wrap',
                  justifyContent: 'space-between',
                  alignItems: 'center',
                  columnGap: 1,
                  px: 1.5,
                  py: 1,
                }}
              >
                <span>contrastText</span>
                <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
                  <Box
                    component="span"
                    sx={{ width: 12, height: 12, borderRadius: '50%', border: 1, borderColor: 'divider', bgcolor: color.contrastText }}
                  />
                  {color.contrastText}
                </Box>
              </Box>
            </Box>
          );
        })}
      </Box>
    </Stack>
  );
}
