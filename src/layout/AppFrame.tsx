import * as React from 'react';
import Box from '@mui/material/Box';
import OpenInNew from '@mui/icons-material/OpenInNew';
import NextLink from 'next/link';
import AppHeader, { APP_BAR_HEIGHT } from './AppHeader';
import NavDrawer from './NavDrawer';
import dynamic from 'next/dynamic';
import SkipLink, { MAIN_CONTENT_ID } from './SkipLink';
import ProductsNav from './ProductsNav';
import { TOP_MENU } from './topMenu';
import { isExternalHref } from '../components/Link';
import { navItemSx } from './navItemStyles';
import { SITE_IDENTIFIER } from '../../data/products';
import type { ProductIdentifier } from '../navigation/types';

export const TOC_WIDTH = 240;
/** The content column's widest on a `wide` page, from WIDE_FROM px: an API table's description column gets room to read. */
export const WIDE_CONTENT_WIDTH = 1280;
export const WIDE_FROM = 1440;

// Loaded when first opened: most visits never open the settings.
const SettingsDrawer = dynamic(() => import('./SettingsDrawer'), { ssr: false });

interface AppFrameProps {
  children: React.ReactNode;
  product?: ProductIdentifier;
  /** The navigation shown in the drawer; pages outside a product get the product list. */
  navigation?: React.ReactNode;
  /** Table of contents, shown in its own column from `lg`. */
  toc?: React.ReactNode;
  /** A content column up to WIDE_CONTENT_WIDTH on screens of WIDE_FROM px and more (API pages). */
  wide?: boolean;
}

/** The top menu again, for screens too narrow to show it in the app bar. */
function DrawerTopMenu() {
  return (
    <Box component="ul" sx={{ display: { lg: 'none' }, listStyle: 'none', m: 0, py: 1, px: 0, borderTop: 1, borderColor: 'divider' }}>
      {TOP_MENU.map((item) => (
        <li key={item.href}>
          {isExternalHref(item.href) ? (
            <Box component="a" href={item.href} target="_blank" rel="noopener noreferrer" sx={navItemSx}>
              {item.title}
              <OpenInNew sx={{ fontSize: 16 }} titleAccess="opens in a new tab" />
            </Box>
          ) : (
            <Box component={NextLink} href={item.href} sx={navItemSx}>
              {item.title}
            </Box>
          )}
        </li>
      ))}
    </Box>
  );
}

export default function AppFrame({ children, product = SITE_IDENTIFIER, navigation, toc, wide = false }: AppFrameProps) {
  const [navigationOpen, setNavigationOpen] = React.useState(false);
  const [settingsOpen, setSettingsOpen] = React.useState(false);
  const [settingsRequested, setSettingsRequested] = React.useState(false);

  return (
    <>
      <SkipLink />
      <AppHeader
        product={product}
        onOpenNavigation={() => setNavigationOpen(true)}
        onOpenSettings={() => {
          setSettingsRequested(true);
          setSettingsOpen(true);
        }}
      />
      <Box sx={{ display: 'flex' }}>
        <NavDrawer mobileOpen={navigationOpen} onClose={() => setNavigationOpen(false)}>
          {navigation ?? <ProductsNav />}
          {navigation ? (
            // The app bar of a phone has no room for the products menu: the drawer lists them instead.
            <Box sx={{ display: { sm: 'none' }, borderTop: 1, borderColor: 'divider' }}>
              <ProductsNav />
            </Box>
          ) : null}
          <DrawerTopMenu />
        </NavDrawer>
        <Box
          component="main"
          id={MAIN_CONTENT_ID}
          tabIndex={-1}
          sx={{
            flex: 1,
            minWidth: 0,
            display: 'grid',
            justifyContent: 'center',
            // The table of contents' column is part of the grid from the start, so a first paint
            // made before the browser has parsed that column lays the text out where it stays.
            gridTemplateColumns: toc ? { xs: 'minmax(0, 960px)', lg: `minmax(0, 960px) ${TOC_WIDTH}px` } : 'minmax(0, 960px)',
            outline: 'none',
            ...(wide
              ? {
                  [`@media (min-width: ${WIDE_FROM}px)`]: {
                    gridTemplateColumns: `minmax(0, ${WIDE_CONTENT_WIDTH}px)${toc ? ` ${TOC_WIDTH}px` : ''}`,
                  },
                }
              : {}),
          }}
        >
          <Box sx={{ minWidth: 0, px: { xs: 2, sm: 4 }, py: { xs: 3, sm: 5 } }}>{children}</Box>
          {toc ? (
            <Box
              component="aside"
              sx={{
                display: { xs: 'none', lg: 'block' },
                width: TOC_WIDTH,
                flexShrink: 0,
                position: 'sticky',
                top: APP_BAR_HEIGHT,
                alignSelf: 'flex-start',
                maxHeight: `calc(100vh - ${APP_BAR_HEIGHT}px)`,
                overflowY: 'auto',
                py: 5,
                pr: 2,
              }}
            >
              {toc}
            </Box>
          ) : null}
        </Box>
      </Box>
      {settingsRequested ? <SettingsDrawer open={settingsOpen} onClose={() => setSettingsOpen(false)} /> : null}
    </>
  );
}
