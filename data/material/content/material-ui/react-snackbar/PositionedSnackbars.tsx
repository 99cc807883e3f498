import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Snackbar, { SnackbarCloseReason, SnackbarOrigin } from '@mui/material/Snackbar';
import CloseIcon from '@mui/icons-material/Close';

const positions: SnackbarOrigin[] = [
  { vertical: 'top', horizontal: 'left' },
  { vertical: 'top', horizontal: 'center' },
  { vertical: 'top', horizontal: 'right' },
  { vertical: 'bottom', horizontal: 'left' },
  { vertical: 'bottom', horizontal: 'center' },
  { vertical: 'bottom', horizontal: 'right' },
];

const labelOf = ({ vertical, horizontal }: SnackbarOrigin) => `${vertical[0].toUpperCase()}${vertical.slice(1)} ${horizontal}`;

export default function PositionedSnackbars() {
  const [origin, setOrigin] = React.useState<SnackbarOrigin>(positions[4]);
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
        height: 280,
        overflow: 'hidden',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        p: 2,
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
      }}
    >
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
          gap: 1,
          width: '100%',
          maxWidth: 420,
        }}
      >
        {positions.map((position) => (
          <Button
            key={labelOf(position)}
            size="small"
            variant={open && position === origin ? 'contained' : 'outlined'}
            onClick={() => {
              setOrigin(position);
              setOpen(true);
            }}
          >
            {labelOf(position)}
          </Button>
        ))}
      </Box>
      <Snackbar
        // A new key per position mounts a fresh snackbar, so it enters again at its new place.
        key={labelOf(origin)}
        anchorOrigin={origin}
        open={open}
        autoHideDuration={5000}
        onClose={handleClose}
        message={`Shown at ${labelOf(origin).toLowerCase()}`}
        action={
          <IconButton size="small" aria-label="Close" color="inherit" onClick={handleClose}>
            <CloseIcon fontSize="small" />
          </IconButton>
        }
        sx={{ position: 'absolute' }}
      />
    </Box>
  );
}
