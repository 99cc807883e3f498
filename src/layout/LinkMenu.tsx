import * as React from 'react';
import dynamic from 'next/dynamic';
import SiteIcon from '../icons/SiteIcon';
import KeyboardArrowDownPath from '../icons/paths/KeyboardArrowDown';
import type { LinkMenuItem } from './LinkMenuList';
import styles from './LinkMenu.module.css';

// The popover code (Material UI's Menu) loads on the first opening only.
const LinkMenuList = dynamic(() => import('./LinkMenuList'), { ssr: false });

interface LinkMenuProps {
  id: string;
  /** The button's accessible name. */
  label: string;
  /** What the button shows. */
  children: React.ReactNode;
  items: LinkMenuItem[];
  /** Phones have no room for it in the app bar; the navigation drawer offers the same links. */
  hideBelowSm?: boolean;
}

/**
 * A small outlined button in the app bar that opens a menu of links (versions, products). Enter and
 * Space click it; ArrowDown opens it too, as a menu button's does. The menu moves focus to its
 * current (or first) item when it opens and gives it back to this button when it closes.
 */
export default function LinkMenu({ id, label, children, items, hideBelowSm = false }: LinkMenuProps) {
  const [anchor, setAnchor] = React.useState<HTMLElement | null>(null);
  return (
    <>
      <button
        type="button"
        className={hideBelowSm ? `${styles.trigger} ${styles.hiddenBelowSm}` : styles.trigger}
        aria-label={label}
        aria-haspopup="menu"
        aria-controls={anchor ? id : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown') {
            event.preventDefault();
            setAnchor(event.currentTarget);
          }
        }}
      >
        {children}
        <SiteIcon path={KeyboardArrowDownPath} className={styles.arrow} />
      </button>
      {anchor ? <LinkMenuList id={id} anchorEl={anchor} items={items} onClose={() => setAnchor(null)} /> : null}
    </>
  );
}
