import * as React from 'react';
import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import DialogContent from '@mui/joy/DialogContent';
import DialogTitle from '@mui/joy/DialogTitle';
import Drawer from '@mui/joy/Drawer';
import ModalClose from '@mui/joy/ModalClose';

type Size = 'sm' | 'md' | 'lg';

const widths: Record<Size, string> = {
  sm: '20% of the window, at least 256 px',
  md: '30% of the window, at least 300 px',
  lg: '60% of the window, at least 440 px',
};

export default function DrawerSizes() {
  const [size, setSize] = React.useState<Size>('md');
  const [open, setOpen] = React.useState(false);

  return (
    <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
      {(['sm', 'md', 'lg'] as const).map((value) => (
        <Button
          key={value}
          variant="outlined"
          color="neutral"
          onClick={() => {
            setSize(value);
            setOpen(true);
          }}
        >
          Open {value}
        </Button>
      ))}
      <Drawer size={size} anchor="right" open={open} onClose={() => setOpen(false)}>
        <ModalClose aria-label="Close" />
        <DialogTitle>size=&quot;{size}&quot;</DialogTitle>
        <DialogContent>
          Width: {widths[size]}, never wider than the window. The title, the close button and the text follow the size too.
        </DialogContent>
      </Drawer>
    </Box>
  );
}
