import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Fade from '@mui/material/Fade';
import Grow from '@mui/material/Grow';
import Slide from '@mui/material/Slide';
import Snackbar, { SnackbarCloseReason } from '@mui/material/Snackbar';

const transitions = { Grow, Fade, Slide };
type TransitionName = keyof typeof transitions;

export default function TransitionsSnackbar() {
  const [state, setState] = React.useState<{ open: boolean; name: TransitionName }>({
    open: false,
    name: 'Grow',
  });

  const handleClose = (event: React.SyntheticEvent | Event, reason?: SnackbarCloseReason) => {
    if (reason === 'clickaway') {
      return;
    }
    setState((current) => ({ ...current, open: false }));
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
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        {(Object.keys(transitions) as TransitionName[]).map((name) => (
          <Button key={name} variant="outlined" onClick={() => setState({ open: true, name })}>
            {name}
          </Button>
        ))}
      </Box>
      <Snackbar
        key={state.name}
        open={state.open}
        autoHideDuration={3000}
        onClose={handleClose}
        slots={{ transition: transitions[state.name] }}
        message={`Entered with ${state.name}`}
        sx={{ position: 'absolute' }}
      />
    </Box>
  );
}
