import * as React from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import HelpOutlineIcon from '@mui/icons-material/HelpOutline';

export default function ControlledTooltip() {
  const [open, setOpen] = React.useState(false);
  const [pinned, setPinned] = React.useState(false);
  const [timesShown, setTimesShown] = React.useState(0);

  const handleOpen = () => {
    setOpen(true);
    setTimesShown((count) => count + 1);
  };

  return (
    <Stack spacing={2} sx={{ alignItems: 'center' }}>
      <Tooltip
        title="Your workspace ID is in the address bar, after /w/"
        open={pinned || open}
        placement="top"
        onOpen={handleOpen}
        onClose={() => setOpen(false)}
      >
        {/* Above the button, so that the pinned hint never covers the switch. */}
        <IconButton aria-label="Where to find the workspace ID" sx={{ mt: 4 }}>
          <HelpOutlineIcon />
        </IconButton>
      </Tooltip>
      <FormControlLabel
        control={<Switch checked={pinned} onChange={(event) => setPinned(event.target.checked)} />}
        label="Keep the hint open"
      />
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        Opened by hover, focus or touch {timesShown} {timesShown === 1 ? 'time' : 'times'}
      </Typography>
    </Stack>
  );
}
