import * as React from 'react';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import FormControlLabel from '@mui/material/FormControlLabel';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';

export default function ReducedMotionProgress() {
  const prefersReducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)');
  // The switch only simulates the operating-system setting so you can compare both versions.
  const [simulate, setSimulate] = React.useState(false);
  const reduce = prefersReducedMotion || simulate;

  return (
    <Stack spacing={2} sx={{ width: '100%' }}>
      <FormControlLabel
        control={<Switch checked={reduce} disabled={prefersReducedMotion} onChange={(event) => setSimulate(event.target.checked)} />}
        label={prefersReducedMotion ? 'Reduced motion (set by your system)' : 'Simulate reduced motion'}
      />
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        {/* Reduced motion: slow the spin down to a gentle rotation, without the shrinking stroke. */}
        <CircularProgress
          disableShrink={reduce}
          size={32}
          aria-label="Saving draft"
          sx={reduce ? { animationDuration: '3s' } : undefined}
        />
        <Typography variant="body2" color="text.secondary">
          Saving draft…
        </Typography>
      </Stack>
      <Box>
        <Typography id="reduced-motion-linear" variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          Preparing your export
        </Typography>
        {/* Reduced motion: a static striped track instead of the sliding bars. */}
        <LinearProgress
          aria-labelledby="reduced-motion-linear"
          sx={
            reduce
              ? (theme) => ({
                  '& .MuiLinearProgress-bar': { animation: 'none', opacity: 0 },
                  backgroundImage: `repeating-linear-gradient(135deg, ${theme.palette.primary.main} 0 6px, transparent 6px 12px)`,
                })
              : undefined
          }
        />
      </Box>
    </Stack>
  );
}
