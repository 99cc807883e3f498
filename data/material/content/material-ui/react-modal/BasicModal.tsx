import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Modal from '@mui/material/Modal';
import Typography from '@mui/material/Typography';

const panelSx = {
  position: 'absolute',
  top: '50%',
  left: '50%',
  transform: 'translate(-50%, -50%)',
  width: 'min(420px, calc(100% - 32px))',
  bgcolor: 'background.paper',
  color: 'text.primary',
  borderRadius: 2,
  boxShadow: 24,
  p: 3,
} as const;

const shortcuts = [
  ['Ctrl + K', 'Open the command bar'],
  ['Ctrl + /', 'Toggle comments'],
  ['Shift + ?', 'Show this list'],
];

export default function BasicModal() {
  const [open, setOpen] = React.useState(false);

  return (
    <div>
      <Button variant="outlined" onClick={() => setOpen(true)}>
        Keyboard shortcuts
      </Button>
      <Modal open={open} onClose={() => setOpen(false)} aria-labelledby="basic-modal-title" aria-describedby="basic-modal-description">
        <Box sx={panelSx}>
          <Typography id="basic-modal-title" variant="h6" component="h2">
            Keyboard shortcuts
          </Typography>
          <Typography id="basic-modal-description" variant="body2" color="text.secondary" sx={{ mt: 1, mb: 2 }}>
            Press Escape or click outside this panel to close it.
          </Typography>
          <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 1, m: 0 }}>
            {shortcuts.map(([keys, action]) => (
              <React.Fragment key={keys}>
                <Box component="dt" sx={{ fontFamily: 'monospace', fontWeight: 600 }}>
                  {keys}
                </Box>
                <Box component="dd" sx={{ m: 0 }}>
                  {action}
                </Box>
              </React.Fragment>
            ))}
          </Box>
        </Box>
      </Modal>
    </div>
  );
}
