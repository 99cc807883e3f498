import * as React from 'react';
import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import DialogActions from '@mui/joy/DialogActions';
import DialogContent from '@mui/joy/DialogContent';
import DialogTitle from '@mui/joy/DialogTitle';
import Divider from '@mui/joy/Divider';
import Modal from '@mui/joy/Modal';
import ModalDialog from '@mui/joy/ModalDialog';
import Typography from '@mui/joy/Typography';
import DeleteForeverRounded from '@mui/icons-material/DeleteForeverRounded';
import RestoreRounded from '@mui/icons-material/RestoreRounded';
import WarningRounded from '@mui/icons-material/WarningRounded';

export default function AlertDialogModal() {
  const [open, setOpen] = React.useState(false);
  const [deleted, setDeleted] = React.useState(false);

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 1.5 }}>
      {/* The same button turns into "Restore", so focus has somewhere to return to after the deletion. */}
      <Button
        variant="outlined"
        color={deleted ? 'neutral' : 'danger'}
        startDecorator={deleted ? <RestoreRounded /> : <DeleteForeverRounded />}
        onClick={() => (deleted ? setDeleted(false) : setOpen(true))}
      >
        {deleted ? 'Restore project' : 'Delete project'}
      </Button>
      <Typography role="status" level="body-sm">
        {deleted ? 'Project “Harbour bridge survey” deleted.' : ''}
      </Typography>
      <Modal open={open} onClose={() => setOpen(false)}>
        <ModalDialog variant="outlined" role="alertdialog" sx={{ maxWidth: 460 }}>
          <DialogTitle>
            <WarningRounded />
            Delete this project?
          </DialogTitle>
          <Divider />
          <DialogContent>
            “Harbour bridge survey”, its 38 tasks and 112 files will be removed for everyone on the team. This cannot be undone.
          </DialogContent>
          <DialogActions>
            <Button
              variant="solid"
              color="danger"
              onClick={() => {
                setDeleted(true);
                setOpen(false);
              }}
            >
              Delete project
            </Button>
            {/* Start on the safe choice: Enter must not destroy anything by accident. */}
            <Button autoFocus variant="plain" color="neutral" onClick={() => setOpen(false)}>
              Cancel
            </Button>
          </DialogActions>
        </ModalDialog>
      </Modal>
    </Box>
  );
}
