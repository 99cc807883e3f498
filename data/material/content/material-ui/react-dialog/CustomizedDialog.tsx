import * as React from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { styled } from '@mui/material/styles';
import CloseIcon from '@mui/icons-material/Close';

// A reusable dialog style: rounder corners, a tinted header and a bordered action bar.
const RoundedDialog = styled(Dialog)(({ theme }) => ({
  '& .MuiDialog-paper': {
    borderRadius: 16,
  },
  '& .MuiDialogTitle-root': {
    paddingRight: theme.spacing(7),
    backgroundColor: theme.palette.action.hover,
  },
  '& .MuiDialogContent-root': {
    padding: theme.spacing(3),
  },
  '& .MuiDialogActions-root': {
    padding: theme.spacing(1.5, 3),
    borderTop: `1px solid ${theme.palette.divider}`,
  },
}));

export default function CustomizedDialog() {
  const [open, setOpen] = React.useState(false);

  return (
    <React.Fragment>
      <Button variant="outlined" onClick={() => setOpen(true)}>
        View plan details
      </Button>
      <RoundedDialog open={open} onClose={() => setOpen(false)} aria-labelledby="customized-dialog-title">
        <DialogTitle id="customized-dialog-title">Team plan</DialogTitle>
        <IconButton
          aria-label="Close"
          onClick={() => setOpen(false)}
          sx={{ position: 'absolute', right: 8, top: 8, color: 'text.secondary' }}
        >
          <CloseIcon />
        </IconButton>
        <DialogContent>
          <Typography gutterBottom>Up to 25 members, 500 GB of shared storage and priority support on weekdays.</Typography>
          <Typography color="text.secondary">
            Billing is monthly and you can switch plans at any time; unused days are credited to your next invoice.
          </Typography>
        </DialogContent>
        <DialogActions>
          <Button variant="contained" onClick={() => setOpen(false)}>
            Choose this plan
          </Button>
        </DialogActions>
      </RoundedDialog>
    </React.Fragment>
  );
}
