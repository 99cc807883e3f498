import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { styled } from '@mui/material/styles';

// styled(): theme.containerQueries has the same helpers as theme.breakpoints,
// but measures the nearest container instead of the viewport.
const Stats = styled('dl')(({ theme }) => ({
  margin: 0,
  display: 'grid',
  gridTemplateColumns: '1fr 1fr',
  gap: theme.spacing(1),
  // A number is a width in pixels, as with theme.breakpoints.
  [theme.containerQueries.up(280)]: {
    gridTemplateColumns: 'repeat(3, 1fr)',
  },
}));

const stats = [
  ['Distance', '12.4 km'],
  ['Climb', '480 m'],
  ['Time', '3 h 40'],
];

export default function ContainerQueryCard() {
  const [width, setWidth] = React.useState(360);

  return (
    <Stack spacing={2} sx={{ width: '100%' }}>
      <Box sx={{ maxWidth: 420 }}>
        <Typography id="cq-card-width" variant="body2" gutterBottom>
          Container width: {width}px (stats change at 280px, the layout at 600px)
        </Typography>
        <Slider value={width} onChange={(_event, value) => setWidth(value)} min={240} max={760} step={20} aria-labelledby="cq-card-width" />
      </Box>
      {/* The container: its children query this box's width. */}
      <Box sx={{ containerType: 'inline-size', width: `min(100%, ${width}px)` }}>
        <Box
          component="article"
          sx={{
            display: 'flex',
            // sx shorthand: '@' is the base style, '@sm' applies from a 600px-wide container up.
            flexDirection: { '@': 'column', '@sm': 'row' },
            gap: 2,
            p: 2,
            border: 1,
            borderColor: 'divider',
            borderRadius: 1,
          }}
        >
          <Box
            role="img"
            aria-label="Trail map placeholder"
            sx={{
              flexShrink: 0,
              width: { '@': '100%', '@sm': 180 },
              aspectRatio: { '@': '16 / 7', '@sm': '3 / 2' },
              borderRadius: 1,
              background: 'linear-gradient(160deg, #a5d6a7, #2e7d32)',
            }}
          />
          <Stack spacing={1.5} sx={{ minWidth: 0, flex: 1 }}>
            <Typography variant="h6" component="h3">
              Ridge loop from the old mill
            </Typography>
            <Stats>
              {stats.map(([label, value]) => (
                <div key={label}>
                  <Typography component="dt" variant="caption" sx={{ color: 'text.secondary' }}>
                    {label}
                  </Typography>
                  <Typography component="dd" variant="subtitle2" sx={{ m: 0 }}>
                    {value}
                  </Typography>
                </div>
              ))}
            </Stats>
            <Button variant="outlined" sx={{ alignSelf: { '@': 'stretch', '@sm': 'flex-start' } }}>
              Save route
            </Button>
          </Stack>
        </Box>
      </Box>
    </Stack>
  );
}
