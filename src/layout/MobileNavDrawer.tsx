import * as React from 'react';
// Loaded on the first opening only (NavDrawer imports this module with next/dynamic): the modal's
// backdrop, focus trap and transitions stay Material UI's, outside every page's first load.
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import SiteIcon from '../icons/SiteIcon';
import ClosePath from '../icons/paths/Close';
import styles from './MobileNavDrawer.module.css';
import { withDocsTheme } from '../theme/DocsMuiProvider';

interface MobileNavDrawerProps {
  open: boolean;
  onClose: () => void;
  width: number;
  children: React.ReactNode;
}

function MobileNavDrawer({ open, onClose, width, children }: MobileNavDrawerProps) {
  return (
    <Drawer
      variant="temporary"
      open={open}
      onClose={onClose}
      PaperProps={{ 'data-nav-scroll': '', role: 'dialog', 'aria-label': 'Navigation' } as object}
      sx={{ display: { lg: 'none' }, '& .MuiDrawer-paper': { width, maxWidth: '85vw' } }}
    >
      <div className={styles.closeRow}>
        <IconButton aria-label="Close navigation" onClick={onClose}>
          <SiteIcon path={ClosePath} />
        </IconButton>
      </div>
      <nav aria-label="Documentation">{children}</nav>
    </Drawer>
  );
}

// Loaded on use, with Material UI and the site's theme; the first load has neither.
export default withDocsTheme(MobileNavDrawer);
