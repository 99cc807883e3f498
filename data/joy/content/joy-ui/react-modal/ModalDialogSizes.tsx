import * as React from 'react';
import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import DialogContent from '@mui/joy/DialogContent';
import DialogTitle from '@mui/joy/DialogTitle';
import Modal from '@mui/joy/Modal';
import ModalClose from '@mui/joy/ModalClose';
import ModalDialog, { ModalDialogProps } from '@mui/joy/ModalDialog';

type Size = NonNullable<ModalDialogProps['size']>;

export default function ModalDialogSizes() {
  const [size, setSize] = React.useState<Size | null>(null);
  return (
    <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', justifyContent: 'center' }}>
      {(['sm', 'md', 'lg'] as const).map((item) => (
        <Button key={item} variant="outlined" color="neutral" size={item} onClick={() => setSize(item)}>
          Open {item}
        </Button>
      ))}
      <Modal open={size !== null} onClose={() => setSize(null)}>
        <ModalDialog size={size ?? 'md'}>
          <ModalClose aria-label="Close" />
          <DialogTitle>Size {size}</DialogTitle>
          <DialogContent>
            The size sets the padding, the gaps and the text of the dialog. Small suits a quick question; large, a dialog with a form or a
            long explanation.
          </DialogContent>
        </ModalDialog>
      </Modal>
    </Box>
  );
}
