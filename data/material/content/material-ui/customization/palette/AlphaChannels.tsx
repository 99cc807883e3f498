import * as React from 'react';
import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import type {} from '@mui/material/themeCssVarsAugmentation';

export default function AlphaChannels() {
  const [opacity, setOpacity] = React.useState(0.24);

  return (
    <Stack spacing={2} sx={{ width: '100%', maxWidth: 520 }}>
      <div>
        <Typography id="alpha-channel-opacity" variant="body2" gutterBottom>
          Opacity: {opacity.toFixed(2)}
        </Typography>
        <Slider
          value={opacity}
          onChange={(_event, value) => setOpacity(value)}
          min={0.04}
          max={1}
          step={0.04}
          aria-labelledby="alpha-channel-opacity"
        />
      </div>
      <Box
        sx={(theme) => ({
          p: 2,
          borderRadius: 1,
          // The channel variable holds "25 118 210"; the browser adds the opacity.
          bgcolor: `rgba(${theme.vars.palette.primary.mainChannel} / ${opacity})`,
        })}
      >
        <Typography variant="subtitle2">Channel variable</Typography>
        <Typography variant="body2" sx={{ fontFamily: 'monospace', overflowWrap: 'anywhere' }}>
          rgba(var(--demo-palette-primary-mainChannel) / {opacity.toFixed(2)})
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          Follows the color scheme: switch the site to dark mode and it uses the dark primary.
        </Typography>
      </Box>
      <Box
        sx={(theme) => ({
          p: 2,
          borderRadius: 1,
          // alpha() needs a real color, so it computes from the default (light) scheme's value once.
          bgcolor: alpha(theme.palette.primary.main, opacity),
        })}
      >
        <Typography variant="subtitle2">alpha() on a resolved color</Typography>
        <Typography variant="body2" sx={{ fontFamily: 'monospace', overflowWrap: 'anywhere' }}>
          {`alpha('#1976d2', ${opacity.toFixed(2)})`}
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          Fixed: the light primary, in both schemes.
        </Typography>
      </Box>
    </Stack>
  );
}
