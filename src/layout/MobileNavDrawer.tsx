import * as React from 'react';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Close from '@mui/icons-material/Close';

interface MobileNavDrawerProps {
  open: boolean;
  onClose: () => void;
  width: number;
  children: React.ReactNode;
}

export default function MobileNavDrawer({ open, onClose, width, children }: MobileNavDrawerProps) {
  return (
    <Drawer
      variant="temporary"
      open={open}
      onClose={onClose}
      PaperProps={{ 'data-nav-scroll': '', role: 'dialog', 'aria-label': 'Navigation' } as object}
      sx={{ display: { lg: 'none' }, '& .MuiDrawer-paper': { width, maxWidth: '85vw' } }}
    >
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', px: 1, pt: 1 }}>
        <IconButton aria-label="Close navigation" onClick={onClose}>
          <Close />
        </IconButton>
      </Box>
      <Box component="nav" aria-label="Documentation">
        {children}
      </Box>
    </Drawer>
  );
}
