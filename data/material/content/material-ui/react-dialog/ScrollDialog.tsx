import * as React from 'react';
import Button from '@mui/material/Button';
import Dialog, { DialogProps } from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';

const clauses = Array.from(
  { length: 30 },
  (_, index) => `${index + 1}. The service is provided as is. Clause ${index + 1} repeats here so the dialog has enough text to scroll.`,
);

export default function ScrollDialog() {
  const [open, setOpen] = React.useState(false);
  const [scroll, setScroll] = React.useState<DialogProps['scroll']>('paper');

  const handleOpen = (mode: DialogProps['scroll']) => () => {
    setScroll(mode);
    setOpen(true);
  };

  const handleClose = () => {
    setOpen(false);
  };

  return (
    <React.Fragment>
      <Stack direction="row" spacing={1}>
        <Button onClick={handleOpen('paper')}>scroll=paper</Button>
        <Button onClick={handleOpen('body')}>scroll=body</Button>
      </Stack>
      <Dialog open={open} onClose={handleClose} scroll={scroll} aria-describedby="scroll-dialog-description">
        <DialogTitle>Terms of service</DialogTitle>
        <DialogContent dividers={scroll === 'paper'}>
          <DialogContentText id="scroll-dialog-description" tabIndex={-1} component="div">
            {clauses.map((clause) => (
              <p key={clause}>{clause}</p>
            ))}
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={handleClose}>Decline</Button>
          <Button onClick={handleClose}>Accept</Button>
        </DialogActions>
      </Dialog>
    </React.Fragment>
  );
}
