import * as React from 'react';
import Button from '@mui/joy/Button';
import DialogActions from '@mui/joy/DialogActions';
import DialogContent from '@mui/joy/DialogContent';
import DialogTitle from '@mui/joy/DialogTitle';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import Input from '@mui/joy/Input';
import Modal from '@mui/joy/Modal';
import ModalDialog from '@mui/joy/ModalDialog';
import Typography from '@mui/joy/Typography';
import WarningRoundedIcon from '@mui/icons-material/WarningRounded';

export default function InversionDialog() {
  const [open, setOpen] = React.useState(false);
  const [confirmation, setConfirmation] = React.useState('');
  const [status, setStatus] = React.useState('');

  return (
    <>
      <Button variant="outlined" color="danger" onClick={() => setOpen(true)}>
        Delete project…
      </Button>
      <Typography role="status" level="body-sm" sx={{ mt: 1 }}>
        {status}
      </Typography>
      <Modal open={open} onClose={() => setOpen(false)}>
        <ModalDialog variant="solid" color="danger" invertedColors role="alertdialog" sx={{ maxWidth: 420 }}>
          <DialogTitle>
            <WarningRoundedIcon />
            Delete “Harbour survey”?
          </DialogTitle>
          <DialogContent>This removes the project, its 214 responses and every shared link. It can&apos;t be undone.</DialogContent>
          <FormControl>
            <FormLabel>Type the project name to confirm</FormLabel>
            <Input value={confirmation} onChange={(event) => setConfirmation(event.target.value)} placeholder="Harbour survey" />
          </FormControl>
          <DialogActions>
            <Button
              disabled={confirmation !== 'Harbour survey'}
              onClick={() => {
                setOpen(false);
                setConfirmation('');
                setStatus('“Harbour survey” was deleted.');
              }}
            >
              Delete project
            </Button>
            <Button variant="plain" onClick={() => setOpen(false)}>
              Cancel
            </Button>
          </DialogActions>
        </ModalDialog>
      </Modal>
    </>
  );
}
