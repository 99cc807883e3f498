import * as React from 'react';
import Box from '@mui/joy/Box';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import Sheet from '@mui/joy/Sheet';
import Slider from '@mui/joy/Slider';
import Typography from '@mui/joy/Typography';
import { useTheme } from '@mui/joy/styles';
import type { ColorPaletteProp } from '@mui/joy/styles';

const palettes: ColorPaletteProp[] = ['primary', 'success', 'warning', 'danger'];

export default function ChannelTokens() {
  const theme = useTheme();
  const [alpha, setAlpha] = React.useState(0.16);

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2, width: '100%' }}>
      <FormControl sx={{ maxWidth: 320 }}>
        <FormLabel id="channel-alpha-label">Alpha: {alpha.toFixed(2)}</FormLabel>
        <Slider
          aria-labelledby="channel-alpha-label"
          min={0.04}
          max={1}
          step={0.04}
          value={alpha}
          onChange={(_event, value) => setAlpha(value as number)}
        />
      </FormControl>
      <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)' } }}>
        {palettes.map((palette) => (
          // rgba() with a channel token: the palette's colour at any opacity, in both schemes.
          <Sheet
            key={palette}
            sx={{
              p: 1.5,
              borderRadius: 'sm',
              bgcolor: `rgba(${theme.vars.palette[palette].mainChannel} / ${alpha})`,
              border: '1px solid',
              borderColor: `rgba(${theme.vars.palette[palette].mainChannel} / ${Math.min(alpha * 2, 1)})`,
            }}
          >
            <Typography level="title-sm">{palette}</Typography>
            <Typography level="body-xs" sx={{ fontFamily: 'code' }}>
              rgba(var(--joy-palette-{palette}-mainChannel) / {alpha.toFixed(2)})
            </Typography>
          </Sheet>
        ))}
      </Box>
    </Box>
  );
}
