import * as React from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';

export default function ResponsiveDialog() {
  const [open, setOpen] = React.useState(false);
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));

  return (
    <React.Fragment>
      <Button variant="outlined" onClick={() => setOpen(true)}>
        Review terms
      </Button>
      <Dialog fullScreen={fullScreen} open={open} onClose={() => setOpen(false)} aria-labelledby="terms-dialog-title">
        <DialogTitle id="terms-dialog-title">Updated terms of service</DialogTitle>
        <DialogContent>
          <DialogContentText>
            {fullScreen
              ? 'This dialog fills the screen because the window is narrower than the sm breakpoint (600 px).'
              : 'This dialog floats over the page because the window is at least 600 px wide. Make the window narrower and open it again to see the full-screen version.'}
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>Decline</Button>
          <Button onClick={() => setOpen(false)} autoFocus>
            Accept
          </Button>
        </DialogActions>
      </Dialog>
    </React.Fragment>
  );
}
