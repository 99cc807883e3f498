import * as React from 'react';
import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import DialogContent from '@mui/joy/DialogContent';
import DialogTitle from '@mui/joy/DialogTitle';
import Drawer from '@mui/joy/Drawer';
import ModalClose from '@mui/joy/ModalClose';

export const component = 'Drawer';

// Drawer's styles in @mui/joy 5.0.0-beta.49 at size md: --Drawer-horizontalSize is clamp(300px, 30%, 100%),
// which is 300px in this narrow frame, and --ModalClose-inset is 0.5rem.
export const variables = [
  { name: '--Drawer-horizontalSize', default: 300, min: 160, max: 600, step: 10, unit: 'px' },
  { name: '--ModalClose-inset', default: 0.5, min: 0, max: 2, step: 0.125, unit: 'rem' },
] as const;

export default function DrawerVariablesPreview({ sx }: { sx: Record<string, string> }) {
  const frame = React.useRef<HTMLDivElement>(null);
  const [open, setOpen] = React.useState(false);
  return (
    <Box
      ref={frame}
      sx={{
        position: 'relative',
        // A transformed frame contains the drawer's fixed layers, so the preview stays inside it.
        transform: 'translateZ(0)',
        overflow: 'hidden',
        width: '100%',
        height: 240,
        borderRadius: 'sm',
        bgcolor: 'background.level1',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
      }}
    >
      <Button variant="outlined" color="neutral" onClick={() => setOpen(true)}>
        Open the drawer
      </Button>
      <Drawer open={open} onClose={() => setOpen(false)} container={() => frame.current} disableEnforceFocus disableScrollLock sx={sx}>
        <ModalClose aria-label="Close" />
        <DialogTitle>Layers</DialogTitle>
        <DialogContent>Move the sliders while the drawer is open.</DialogContent>
      </Drawer>
    </Box>
  );
}
