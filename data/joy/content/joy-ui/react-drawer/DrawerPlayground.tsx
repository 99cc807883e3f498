import * as React from 'react';
import Button from '@mui/joy/Button';
import DialogTitle from '@mui/joy/DialogTitle';
import DialogContent from '@mui/joy/DialogContent';
import Drawer, { type DrawerProps } from '@mui/joy/Drawer';
import ModalClose from '@mui/joy/ModalClose';

/** The playground's Drawer, opened by a button: its props come from the controls. */
export default function DrawerPlayground(props: Partial<DrawerProps>) {
  const [open, setOpen] = React.useState(false);
  return (
    <>
      <Button variant="outlined" color="neutral" onClick={() => setOpen(true)}>
        Open the drawer
      </Button>
      <Drawer {...props} open={open} onClose={() => setOpen(false)}>
        <ModalClose />
        <DialogTitle>Notifications</DialogTitle>
        <DialogContent sx={{ px: 2 }}>Three new comments on the spring catalogue, and the print proofs are ready to review.</DialogContent>
      </Drawer>
    </>
  );
}
