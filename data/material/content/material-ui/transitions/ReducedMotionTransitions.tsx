import * as React from 'react';
import Box from '@mui/material/Box';
import Collapse from '@mui/material/Collapse';
import FormControlLabel from '@mui/material/FormControlLabel';
import Grow from '@mui/material/Grow';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';

export default function ReducedMotionTransitions() {
  const systemPrefersReduced = useMediaQuery('(prefers-reduced-motion: reduce)');
  const [simulate, setSimulate] = React.useState(false);
  const [open, setOpen] = React.useState(false);
  const reduced = systemPrefersReduced || simulate;
  // A timeout of 0 keeps the enter and exit states (and their callbacks) but removes the animation.
  const timeout = reduced ? 0 : undefined;

  return (
    <Stack spacing={1}>
      <Typography variant="body2" role="status">
        Your system {systemPrefersReduced ? 'asks for' : 'does not ask for'} reduced motion.
      </Typography>
      <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', columnGap: 2 }}>
        <FormControlLabel
          control={<Switch checked={simulate} onChange={(event) => setSimulate(event.target.checked)} />}
          label="Simulate reduced motion"
        />
        <FormControlLabel
          control={<Switch checked={open} onChange={(event) => setOpen(event.target.checked)} />}
          label="Show order summary"
        />
      </Stack>
      <Box sx={{ minHeight: 120 }}>
        <Collapse in={open} timeout={timeout}>
          <Grow in={open} timeout={timeout}>
            <Paper variant="outlined" sx={{ p: 2, maxWidth: 320 }}>
              <Typography variant="subtitle2">3 items, 54.20 €</Typography>
              <Typography variant="body2" color="text.secondary">
                Delivery on Thursday between 9:00 and 12:00.
              </Typography>
            </Paper>
          </Grow>
        </Collapse>
      </Box>
    </Stack>
  );
}
