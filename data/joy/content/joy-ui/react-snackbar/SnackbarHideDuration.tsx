import * as React from 'react';
import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import Option from '@mui/joy/Option';
import Select from '@mui/joy/Select';
import Snackbar from '@mui/joy/Snackbar';

const DURATIONS = [
  { value: 3000, label: '3 seconds' },
  { value: 6000, label: '6 seconds' },
  { value: 10000, label: '10 seconds' },
  { value: 0, label: 'Until closed' },
];

// This page's stage, not part of the pattern: `contain: 'paint'` makes it the box that the fixed
// Snackbar is placed in, so the demo does not cover the documentation. Leave it out in your app.
const stageSx = {
  contain: 'paint',
  minHeight: 220,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: 2,
  p: 2,
  mx: { xs: -2, sm: 0 },
  border: { xs: 0, sm: '1px dashed' },
  borderColor: { sm: 'divider' },
  borderRadius: 'sm',
} as const;

export default function SnackbarHideDuration() {
  const [duration, setDuration] = React.useState(6000);
  const [open, setOpen] = React.useState(false);
  const [openedAt, setOpenedAt] = React.useState(0);

  return (
    <Box sx={stageSx}>
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'flex-end', flexWrap: 'wrap', justifyContent: 'center' }}>
        <FormControl>
          <FormLabel>Hide after</FormLabel>
          <Select value={duration} onChange={(_event, value) => value !== null && setDuration(value)} sx={{ minWidth: 160 }}>
            {DURATIONS.map((item) => (
              <Option key={item.value} value={item.value}>
                {item.label}
              </Option>
            ))}
          </Select>
        </FormControl>
        <Button
          variant="outlined"
          color="neutral"
          onClick={() => {
            setOpen(true);
            setOpenedAt((current) => current + 1);
          }}
        >
          Copy link
        </Button>
        <Snackbar
          // A new key on every press restarts the timer from the full duration.
          key={openedAt}
          role="status"
          open={open}
          // null (or leaving it out) turns auto-hide off.
          autoHideDuration={duration === 0 ? null : duration}
          // After the pointer leaves or focus moves out, give the reader this long again.
          resumeHideDuration={duration === 0 ? undefined : 2000}
          onClose={(_event, reason) => {
            if (reason !== 'clickaway') {
              setOpen(false);
            }
          }}
          endDecorator={
            <Button size="sm" variant="soft" color="neutral" onClick={() => setOpen(false)}>
              Dismiss
            </Button>
          }
        >
          Link copied to the clipboard.
        </Snackbar>
      </Box>
    </Box>
  );
}
