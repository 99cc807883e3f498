import * as React from 'react';
import Box from '@mui/joy/Box';
import Sheet from '@mui/joy/Sheet';
import Typography from '@mui/joy/Typography';
import { useTheme } from '@mui/joy/styles';
import type { ColorPaletteProp } from '@mui/joy/styles';

const palettes: ColorPaletteProp[] = ['primary', 'neutral', 'danger', 'success', 'warning'];
const shades = ['50', '100', '200', '300', '400', '500', '600', '700', '800', '900'] as const;

// Every shade of every palette, read from the theme this page renders its demos with.
export default function PaletteShadesViewer() {
  const theme = useTheme();
  const [picked, setPicked] = React.useState<{ palette: ColorPaletteProp; shade: (typeof shades)[number] }>({
    palette: 'primary',
    shade: '500',
  });
  const pickedValue = theme.palette[picked.palette][picked.shade];

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2, width: '100%' }}>
      <Sheet variant="outlined" sx={{ borderRadius: 'sm', overflowX: 'auto', p: 1.5 }}>
        <Box sx={{ display: 'grid', gridTemplateColumns: '72px repeat(10, minmax(52px, 1fr))', gap: 0.5, minWidth: 620 }}>
          <span />
          {shades.map((shade) => (
            <Typography key={shade} level="body-xs" sx={{ textAlign: 'center' }}>
              {shade}
            </Typography>
          ))}
          {palettes.map((palette) => (
            <React.Fragment key={palette}>
              <Typography level="body-xs" sx={{ fontWeight: 'lg', alignSelf: 'center' }}>
                {palette}
              </Typography>
              {shades.map((shade) => {
                const selected = picked.palette === palette && picked.shade === shade;
                return (
                  <Box
                    key={shade}
                    component="button"
                    type="button"
                    aria-label={`${palette} ${shade}: ${theme.palette[palette][shade]}`}
                    aria-pressed={selected}
                    onClick={() => setPicked({ palette, shade })}
                    sx={{
                      height: 40,
                      border: 0,
                      borderRadius: 'xs',
                      cursor: 'pointer',
                      bgcolor: `${palette}.${shade}`,
                      outline: selected ? '2px solid' : 'none',
                      outlineColor: 'text.primary',
                      outlineOffset: 2,
                      '&:focus-visible': { outline: '2px solid', outlineColor: 'focusVisible', outlineOffset: 2 },
                    }}
                  />
                );
              })}
            </React.Fragment>
          ))}
        </Box>
      </Sheet>
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }} role="status">
        <Box sx={{ width: 48, height: 48, borderRadius: 'sm', bgcolor: `${picked.palette}.${picked.shade}`, flexShrink: 0 }} />
        <Box sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 0.25, typography: 'body-sm' }}>
          <span>Token</span>
          <code>
            palette.{picked.palette}[{picked.shade}]
          </code>
          <span>CSS variable</span>
          <code>
            --joy-palette-{picked.palette}-{picked.shade}
          </code>
          <span>Value</span>
          <code>{pickedValue}</code>
        </Box>
      </Box>
    </Box>
  );
}
