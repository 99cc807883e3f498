import * as React from 'react';
import dynamic from 'next/dynamic';
import styles from './NavDrawer.module.css';

/** The navigation column's width (NavDrawer.module.css says it again for the permanent column). */
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
      <nav aria-label="Documentation" data-nav-scroll="" className={styles.sidebar}>
        {children}
      </nav>
      {mobileRequested ? (
        <MobileNavDrawer open={mobileOpen} onClose={onClose} width={NAV_DRAWER_WIDTH}>
          {children}
        </MobileNavDrawer>
      ) : null}
    </>
  );
}
