import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Modal from '@mui/material/Modal';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

const panelSx = {
  position: 'absolute',
  top: '50%',
  left: '50%',
  transform: 'translate(-50%, -50%)',
  bgcolor: 'background.paper',
  color: 'text.primary',
  borderRadius: 2,
  boxShadow: 24,
  p: 3,
} as const;

function ExportDetails() {
  const [open, setOpen] = React.useState(false);

  return (
    <React.Fragment>
      <Button onClick={() => setOpen(true)}>What is included?</Button>
      <Modal open={open} onClose={() => setOpen(false)} aria-labelledby="nested-child-title">
        <Box sx={{ ...panelSx, width: 'min(320px, calc(100% - 48px))' }}>
          <Typography id="nested-child-title" variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
            Export contents
          </Typography>
          <Typography variant="body2" sx={{ mt: 1 }}>
            Tasks, comments and due dates as a CSV file. Attachments are not included.
          </Typography>
          <Button sx={{ mt: 2 }} onClick={() => setOpen(false)}>
            Got it
          </Button>
        </Box>
      </Modal>
    </React.Fragment>
  );
}

export default function NestedModal() {
  const [open, setOpen] = React.useState(false);

  return (
    <div>
      <Button variant="outlined" onClick={() => setOpen(true)}>
        Export board
      </Button>
      <Modal open={open} onClose={() => setOpen(false)} aria-labelledby="nested-parent-title" aria-describedby="nested-parent-description">
        <Box sx={{ ...panelSx, width: 'min(440px, calc(100% - 32px))' }}>
          <Typography id="nested-parent-title" variant="h6" component="h2">
            Export board
          </Typography>
          <Typography id="nested-parent-description" variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            The file is prepared in the background and emailed to you when it is ready.
          </Typography>
          <Stack direction="row" spacing={1} useFlexGap sx={{ mt: 3, flexWrap: 'wrap', justifyContent: 'flex-end' }}>
            <ExportDetails />
            <Button variant="contained" onClick={() => setOpen(false)}>
              Start export
            </Button>
          </Stack>
        </Box>
      </Modal>
    </div>
  );
}
