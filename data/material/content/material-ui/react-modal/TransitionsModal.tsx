import * as React from 'react';
import Backdrop from '@mui/material/Backdrop';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Fade from '@mui/material/Fade';
import Modal from '@mui/material/Modal';
import Typography from '@mui/material/Typography';

export default function TransitionsModal() {
  const [open, setOpen] = React.useState(false);

  return (
    <div>
      <Button variant="outlined" onClick={() => setOpen(true)}>
        Show release notes
      </Button>
      <Modal
        open={open}
        onClose={() => setOpen(false)}
        closeAfterTransition
        aria-labelledby="transition-modal-title"
        aria-describedby="transition-modal-description"
        slots={{ backdrop: Backdrop }}
        slotProps={{ backdrop: { timeout: 400 } }}
      >
        <Fade in={open} timeout={400}>
          <Box
            sx={{
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
            }}
          >
            <Typography id="transition-modal-title" variant="h6" component="h2">
              What is new in version 3.2
            </Typography>
            <Typography id="transition-modal-description" variant="body2" sx={{ mt: 1 }}>
              Recurring tasks can now skip weekends, and the calendar view loads twice as fast on large boards.
            </Typography>
          </Box>
        </Fade>
      </Modal>
    </div>
  );
}
