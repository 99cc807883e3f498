import * as React from 'react';
import ClientLink from '../components/ClientLink';
import { AppHeader } from './frameParts';
import NavDrawer from './NavDrawer';
import dynamic from 'next/dynamic';
import SkipLink, { MAIN_CONTENT_ID } from './SkipLink';
import PaintGate from './PaintGate';
import ProductsNav from './ProductsNav';
import { TOP_MENU } from './topMenu';
import { isExternalHref } from '../components/Link';
import SiteIcon from '../icons/SiteIcon';
import OpenInNewPath from '../icons/paths/OpenInNew';
import nav from './navItem.module.css';
import styles from './AppFrame.module.css';
import './appHeaderStyles';
import hidden from '../components/VisuallyHidden.module.css';
import { SITE_IDENTIFIER } from '../../data/products';
import type { ProductIdentifier } from '../navigation/types';

// Loaded when first opened: most visits never open the settings.
const SettingsDrawer = dynamic(() => import('./SettingsDrawer'), { ssr: false });

interface AppFrameProps {
  children: React.ReactNode;
  product?: ProductIdentifier;
  /** The navigation shown in the drawer; pages outside a product get the product list. */
  navigation?: React.ReactNode;
  /** Table of contents, shown in its own column from `lg`. */
  toc?: React.ReactNode;
  /** A content column up to 1280 px on screens of 1440 px and more (API pages; AppFrame.module.css). */
  wide?: boolean;
}

/** The top menu again, for screens too narrow to show it in the app bar. */
function DrawerTopMenu() {
  return (
    <ul className={styles.topMenu}>
      {TOP_MENU.map((item) => (
        <li key={item.href}>
          {isExternalHref(item.href) ? (
            <a href={item.href} target="_blank" rel="noopener noreferrer" className={nav.item}>
              {item.title}
              <SiteIcon path={OpenInNewPath} className={`${nav.external} ${nav.menuSize}`} />
              <span className={hidden.visuallyHidden}>opens in a new tab</span>
            </a>
          ) : (
            <ClientLink href={item.href} className={nav.item}>
              {item.title}
            </ClientLink>
          )}
        </li>
      ))}
    </ul>
  );
}

export default function AppFrame({ children, product = SITE_IDENTIFIER, navigation, toc, wide = false }: AppFrameProps) {
  const [navigationOpen, setNavigationOpen] = React.useState(false);
  const [settingsOpen, setSettingsOpen] = React.useState(false);
  const [settingsRequested, setSettingsRequested] = React.useState(false);

  // Stable, so a render of the frame leaves the app bar alone while it waits for its code (src/layout/frameParts.ts).
  const openNavigation = React.useCallback(() => setNavigationOpen(true), []);
  const openSettings = React.useCallback(() => {
    setSettingsRequested(true);
    setSettingsOpen(true);
  }, []);

  return (
    <>
      <SkipLink />
      <AppHeader product={product} onOpenNavigation={openNavigation} onOpenSettings={openSettings} />
      <PaintGate name="app-bar" />
      <div className={styles.body}>
        <NavDrawer mobileOpen={navigationOpen} onClose={() => setNavigationOpen(false)}>
          {navigation ?? <ProductsNav />}
          {navigation ? (
            // The app bar of a phone has no room for the products menu: the drawer lists them instead.
            <div className={styles.drawerProducts}>
              <ProductsNav />
            </div>
          ) : null}
          <DrawerTopMenu />
        </NavDrawer>
        <main
          id={MAIN_CONTENT_ID}
          tabIndex={-1}
          className={[styles.main, toc ? styles.withToc : '', wide ? styles.wide : ''].filter(Boolean).join(' ')}
        >
          <div className={styles.content}>{children}</div>
          {toc ? <aside className={styles.toc}>{toc}</aside> : null}
        </main>
      </div>
      {settingsRequested ? <SettingsDrawer open={settingsOpen} onClose={() => setSettingsOpen(false)} /> : null}
    </>
  );
}
