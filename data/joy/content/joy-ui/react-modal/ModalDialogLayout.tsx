import * as React from 'react';
import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import DialogContent from '@mui/joy/DialogContent';
import DialogTitle from '@mui/joy/DialogTitle';
import Modal from '@mui/joy/Modal';
import ModalClose from '@mui/joy/ModalClose';
import ModalDialog, { ModalDialogProps } from '@mui/joy/ModalDialog';

type Layout = NonNullable<ModalDialogProps['layout']>;

export default function ModalDialogLayout() {
  const [layout, setLayout] = React.useState<Layout | null>(null);
  return (
    <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', justifyContent: 'center' }}>
      <Button variant="outlined" color="neutral" onClick={() => setLayout('center')}>
        Centered
      </Button>
      <Button variant="outlined" color="neutral" onClick={() => setLayout('fullscreen')}>
        Full screen
      </Button>
      <Modal open={layout !== null} onClose={() => setLayout(null)}>
        <ModalDialog layout={layout ?? 'center'}>
          <ModalClose aria-label="Close the editor" />
          <DialogTitle>Photo editor</DialogTitle>
          <DialogContent>
            {layout === 'fullscreen'
              ? 'The full-screen layout covers the whole window: room for an editor, a map or a long form. Press Escape or the × button to leave.'
              : 'The centered layout floats over the page, never wider or taller than the screen minus its padding.'}
          </DialogContent>
        </ModalDialog>
      </Modal>
    </Box>
  );
}
