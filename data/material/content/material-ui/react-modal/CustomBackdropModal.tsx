import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Modal from '@mui/material/Modal';
import Typography from '@mui/material/Typography';

export default function CustomBackdropModal() {
  const [open, setOpen] = React.useState(false);

  return (
    <div>
      <Button variant="outlined" onClick={() => setOpen(true)}>
        Preview cover image
      </Button>
      <Modal
        open={open}
        onClose={() => setOpen(false)}
        aria-labelledby="backdrop-modal-title"
        slotProps={{
          backdrop: {
            sx: { backgroundColor: 'rgba(15, 23, 42, 0.6)', backdropFilter: 'blur(4px)' },
          },
        }}
      >
        <Box
          sx={{
            position: 'absolute',
            top: '50%',
            left: '50%',
            transform: 'translate(-50%, -50%)',
            width: 'min(480px, calc(100% - 32px))',
            borderRadius: 3,
            overflow: 'hidden',
            bgcolor: 'background.paper',
            color: 'text.primary',
            boxShadow: 24,
          }}
        >
          <Box
            role="img"
            aria-label="Cover image: a gradient from teal to deep blue"
            sx={{ height: 180, background: 'linear-gradient(135deg, #14b8a6 0%, #1e3a8a 100%)' }}
          />
          <Box sx={{ p: 2, display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 2 }}>
            <Typography id="backdrop-modal-title" variant="subtitle1" component="h2">
              Coastal survey, cover image
            </Typography>
            <Button onClick={() => setOpen(false)}>Close</Button>
          </Box>
        </Box>
      </Modal>
    </div>
  );
}
