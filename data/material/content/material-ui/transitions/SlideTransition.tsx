import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Slide from '@mui/material/Slide';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';

type Direction = 'up' | 'down' | 'left' | 'right';

export default function SlideTransition() {
  const [open, setOpen] = React.useState(false);
  const [direction, setDirection] = React.useState<Direction>('up');

  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
        <FormControlLabel control={<Switch checked={open} onChange={(event) => setOpen(event.target.checked)} />} label="Show panel" />
        <ToggleButtonGroup
          size="small"
          exclusive
          value={direction}
          onChange={(_event, next: Direction | null) => next && setDirection(next)}
          aria-label="Slide direction"
        >
          <ToggleButton value="up">Up</ToggleButton>
          <ToggleButton value="down">Down</ToggleButton>
          <ToggleButton value="left">Left</ToggleButton>
          <ToggleButton value="right">Right</ToggleButton>
        </ToggleButtonGroup>
      </Stack>
      {/* The panel enters from the edge of the window, so it crosses the page on its way in. */}
      <Box sx={{ minHeight: 96 }}>
        <Slide in={open} direction={direction} mountOnEnter unmountOnExit>
          <Paper elevation={4} sx={{ p: 2, maxWidth: 300 }}>
            <Typography variant="subtitle2">Cookie settings</Typography>
            <Typography variant="body2" color="text.secondary">
              Only the cookies needed to keep you signed in are on.
            </Typography>
          </Paper>
        </Slide>
      </Box>
    </Stack>
  );
}
