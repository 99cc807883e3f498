import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Snackbar, { SnackbarCloseReason } from '@mui/material/Snackbar';
import { styled } from '@mui/material/styles';
import WifiOffIcon from '@mui/icons-material/WifiOff';

// A reusable look: rounded, on the paper color with a colored edge, instead of the dark default.
const StatusSnackbar = styled(Snackbar)(({ theme }) => ({
  position: 'absolute',
  '& .MuiSnackbarContent-root': {
    backgroundColor: (theme.vars || theme).palette.background.paper,
    color: (theme.vars || theme).palette.text.primary,
    borderLeft: `4px solid ${(theme.vars || theme).palette.warning.main}`,
    borderRadius: 12,
    boxShadow: theme.shadows[8],
  },
  '& .MuiSnackbarContent-message': {
    display: 'flex',
    alignItems: 'center',
    gap: theme.spacing(1.5),
  },
}));

export default function CustomizedSnackbar() {
  const [open, setOpen] = React.useState(false);

  const handleClose = (event: React.SyntheticEvent | Event, reason?: SnackbarCloseReason) => {
    if (reason === 'clickaway') {
      return;
    }
    setOpen(false);
  };

  return (
    <Box
      sx={{
        position: 'relative',
        height: 200,
        overflow: 'hidden',
        p: 2,
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
      }}
    >
      <Button variant="outlined" onClick={() => setOpen(true)}>
        Simulate lost connection
      </Button>
      <StatusSnackbar
        open={open}
        autoHideDuration={6000}
        onClose={handleClose}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
        message={
          <React.Fragment>
            <WifiOffIcon color="warning" aria-hidden />
            You are offline. Changes will sync later.
          </React.Fragment>
        }
        action={
          <Button size="small" onClick={() => setOpen(false)}>
            Dismiss
          </Button>
        }
      />
    </Box>
  );
}
