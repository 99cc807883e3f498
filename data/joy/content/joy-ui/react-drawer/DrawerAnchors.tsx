import * as React from 'react';
import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import DialogContent from '@mui/joy/DialogContent';
import DialogTitle from '@mui/joy/DialogTitle';
import Drawer from '@mui/joy/Drawer';
import ModalClose from '@mui/joy/ModalClose';

type Anchor = 'top' | 'left' | 'bottom' | 'right';

const uses: Record<Anchor, string> = {
  left: 'The usual place for an app\u2019s navigation in left-to-right languages.',
  right: 'Details or settings of the item you selected, next to the content.',
  top: 'Search, announcements or a short menu sliding down from the header.',
  bottom: 'Actions and choices within thumb reach on a phone.',
};

export default function DrawerAnchors() {
  const [anchor, setAnchor] = React.useState<Anchor>('left');
  const [open, setOpen] = React.useState(false);

  return (
    <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
      {(['top', 'right', 'bottom', 'left'] as const).map((side) => (
        <Button
          key={side}
          variant="outlined"
          color="neutral"
          onClick={() => {
            setAnchor(side);
            setOpen(true);
          }}
        >
          {side}
        </Button>
      ))}
      <Drawer anchor={anchor} open={open} onClose={() => setOpen(false)}>
        <ModalClose aria-label="Close" />
        <DialogTitle>anchor=&quot;{anchor}&quot;</DialogTitle>
        <DialogContent>{uses[anchor]}</DialogContent>
      </Drawer>
    </Box>
  );
}
