import * as React from 'react';
import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import LinearProgress from '@mui/joy/LinearProgress';
import Typography from '@mui/joy/Typography';

export default function LinearProgressWithLabel() {
  const [value, setValue] = React.useState(30);
  const label = `${value}% backed up`;

  return (
    <Box sx={{ width: '100%', maxWidth: 420 }}>
      <LinearProgress
        determinate
        value={value}
        thickness={28}
        aria-label="Photo backup"
        sx={{ '--LinearProgress-radius': '8px', '--LinearProgress-progressThickness': '22px' }}
      >
        {/* The label twice: dark on the empty track, and light clipped to the filled part, so it reads on both. */}
        <Typography level="body-xs" fontWeight="lg" sx={{ color: 'text.primary', zIndex: 1 }} aria-hidden>
          {label}
        </Typography>
        <Typography
          level="body-xs"
          fontWeight="lg"
          aria-hidden
          sx={{
            position: 'absolute',
            inset: 0,
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'center',
            color: 'primary.solidColor',
            zIndex: 2,
            clipPath: `inset(0 ${100 - value}% 0 0)`,
            transition: 'clip-path 0.3s',
          }}
        >
          {label}
        </Typography>
      </LinearProgress>
      <Box sx={{ display: 'flex', gap: 1, mt: 2, justifyContent: 'center' }}>
        <Button size="sm" variant="outlined" color="neutral" onClick={() => setValue((current) => Math.max(0, current - 10))}>
          −10%
        </Button>
        <Button size="sm" variant="outlined" color="neutral" onClick={() => setValue((current) => Math.min(100, current + 10))}>
          +10%
        </Button>
      </Box>
    </Box>
  );
}
