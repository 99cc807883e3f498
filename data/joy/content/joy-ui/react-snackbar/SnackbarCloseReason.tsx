import * as React from 'react';
import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import Snackbar, { SnackbarCloseReason as Reason } from '@mui/joy/Snackbar';
import Switch from '@mui/joy/Switch';
import Typography from '@mui/joy/Typography';

// This page's stage, not part of the pattern: `contain: 'paint'` makes it the box that the fixed
// Snackbar is placed in, so the demo does not cover the documentation. Leave it out in your app.
const stageSx = {
  contain: 'paint',
  minHeight: 240,
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

export default function SnackbarCloseReason() {
  const [open, setOpen] = React.useState(false);
  const [ignoreClickAway, setIgnoreClickAway] = React.useState(true);
  const [reasons, setReasons] = React.useState<Reason[]>([]);

  return (
    <Box sx={stageSx}>
      <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 2 }}>
        <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap', justifyContent: 'center' }}>
          <Button variant="outlined" color="neutral" onClick={() => setOpen(true)}>
            Join the waiting list
          </Button>
          <Typography
            component="label"
            level="body-sm"
            startDecorator={<Switch checked={ignoreClickAway} onChange={(event) => setIgnoreClickAway(event.target.checked)} />}
          >
            Ignore clicks outside
          </Typography>
        </Box>
        <Typography role="status" level="body-sm" sx={{ textAlign: 'center' }}>
          Close requests:{' '}
          {reasons.length === 0
            ? 'none yet'
            : reasons.map((reason, index) => <code key={index}>{`${index > 0 ? ', ' : ''}${reason}`}</code>)}
        </Typography>
        <Snackbar
          role="status"
          open={open}
          autoHideDuration={5000}
          onClose={(_event, reason) => {
            setReasons((current) => [...current.slice(-3), reason]);
            if (ignoreClickAway && reason === 'clickaway') {
              return;
            }
            setOpen(false);
          }}
        >
          You are number 14 on the waiting list for the pottery course.
        </Snackbar>
      </Box>
    </Box>
  );
}
