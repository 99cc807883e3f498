import * as React from 'react';
import dynamic from 'next/dynamic';
import Box from '@mui/material/Box';
import { APP_BAR_HEIGHT } from './AppHeader';

export const NAV_DRAWER_WIDTH = 280;

// The modal drawer (backdrop, focus trap, transitions) is only needed below `lg`, once opened.
const MobileNavDrawer = dynamic(() => import('./MobileNavDrawer'), { ssr: false });

interface NavDrawerProps {
  mobileOpen: boolean;
  onClose: () => void;
  children: React.ReactNode;
}

/** A permanent side column from `lg`; below it, a temporary drawer opened from the app bar. */
export default function NavDrawer({ mobileOpen, onClose, children }: NavDrawerProps) {
  const [mobileRequested, setMobileRequested] = React.useState(false);
  if (mobileOpen && !mobileRequested) {
    setMobileRequested(true);
  }
  return (
    <>
      <Box
        component="nav"
        aria-label="Documentation"
        data-nav-scroll=""
        sx={{
          display: { xs: 'none', lg: 'block' },
          width: NAV_DRAWER_WIDTH,
          flexShrink: 0,
          position: 'sticky',
          top: APP_BAR_HEIGHT,
          alignSelf: 'flex-start',
          height: `calc(100vh - ${APP_BAR_HEIGHT}px)`,
          overflowY: 'auto',
          overscrollBehavior: 'contain',
          borderRight: 1,
          borderColor: 'divider',
          bgcolor: 'background.paper',
        }}
      >
        {children}
      </Box>
      {mobileRequested ? (
        <MobileNavDrawer open={mobileOpen} onClose={onClose} width={NAV_DRAWER_WIDTH}>
          {children}
        </MobileNavDrawer>
      ) : null}
    </>
  );
}
