import { AppIconButton, AppIconLink } from '../components/AppIconButton';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import MenuIcon from '@mui/icons-material/Menu';
import SettingsOutlined from '@mui/icons-material/SettingsOutlined';
import GitHub from '@mui/icons-material/GitHub';
import OpenInNew from '@mui/icons-material/OpenInNew';
import NextLink from 'next/link';
import { isExternalHref } from '../components/Link';
import ColorModeButton from './ColorModeButton';
import SearchButton from '../search/SearchButton';
import ShortcutsHelp from './ShortcutsHelp';
import LinkMenu from './LinkMenu';
import { PRODUCTS } from '../../data/products';
import { TOP_MENU } from './topMenu';
import { GITHUB_URL } from '../config';
import type { ProductIdentifier } from '../navigation/types';

export const APP_BAR_HEIGHT = 64;

interface AppHeaderProps {
  product: ProductIdentifier;
  onOpenNavigation: () => void;
  onOpenSettings: () => void;
}

export default function AppHeader({ product, onOpenNavigation, onOpenSettings }: AppHeaderProps) {
  const current = product.versions.find((version) => version.current) ?? product.versions[0];
  return (
    <Box
      component="header"
      sx={(theme) => ({
        position: 'sticky',
        top: 0,
        zIndex: theme.zIndex.appBar,
        display: 'flex',
        alignItems: 'center',
        // Every control is a 44 px touch target, side by side on a 320 px phone.
        gap: { xs: 0.25, sm: 1 },
        height: APP_BAR_HEIGHT,
        px: { xs: 0.5, sm: 2, lg: 3 },
        bgcolor: 'background.paper',
        color: 'text.primary',
        borderBottom: 1,
        borderColor: 'divider',
      })}
    >
      <AppIconButton type="button" aria-label="Open navigation" onClick={onOpenNavigation} sx={{ display: { lg: 'none' } }}>
        <MenuIcon />
      </AppIconButton>
      <Box
        component={NextLink}
        href={product.href}
        aria-label={product.name}
        sx={(theme) => ({
          display: 'flex',
          alignItems: 'center',
          gap: 1,
          // A 44 px target around the logo alone; the logo keeps its place whether or not the name
          // beside it has been laid out yet (a page painted while still loading shifted it otherwise).
          minWidth: 44,
          minHeight: 44,
          px: 1,
          flexShrink: 0,
          color: 'inherit',
          textDecoration: 'none',
          borderRadius: 1,
          '&:focus-visible': { outline: `2px solid ${theme.vars.palette.primary.main}`, outlineOffset: -2 },
        })}
      >
        <Box component="img" src={product.logo} alt="" width={28} height={28} sx={{ display: 'block' }} />
        <Typography component="span" sx={{ display: { xs: 'none', sm: 'block' }, fontWeight: 700, whiteSpace: 'nowrap' }}>
          {product.name}
        </Typography>
      </Box>
      <LinkMenu id="versions-menu" label={`${product.name} version ${current.text}, choose another version`} items={product.versions}>
        {current.text}
      </LinkMenu>
      <LinkMenu
        id="products-menu"
        label="Products"
        hideBelowSm
        items={PRODUCTS.map((entry) => ({
          text: entry.name,
          href: entry.href,
          secondary: entry.packageName,
          current: entry.name === product.name,
        }))}
      >
        Products
      </LinkMenu>
      <SearchButton />
      <ShortcutsHelp />
      <Box component="nav" aria-label="Site" sx={{ display: { xs: 'none', lg: 'flex' }, mr: 1 }}>
        {TOP_MENU.map((item) => {
          const external = isExternalHref(item.href);
          return (
            <Box
              key={item.href}
              component={external ? 'a' : NextLink}
              href={item.href}
              {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
              sx={(theme) => ({
                display: 'inline-flex',
                alignItems: 'center',
                justifyContent: 'center',
                gap: 0.5,
                minHeight: 44,
                minWidth: 44,
                px: 1,
                color: 'inherit',
                fontSize: 14,
                fontWeight: 500,
                textDecoration: 'none',
                borderRadius: 1,
                '&:hover': { textDecoration: 'underline' },
                '&:focus-visible': { outline: `2px solid ${theme.vars.palette.primary.main}`, outlineOffset: -2 },
              })}
            >
              {item.title}
              {external ? <OpenInNew sx={{ fontSize: 14 }} titleAccess="opens in a new tab" /> : null}
            </Box>
          );
        })}
      </Box>
      <ColorModeButton
        // Below 360 px the row has no room for it; the settings drawer offers the same choice.
        sx={{ '@media (max-width: 359.95px)': { display: 'none' } }}
      />
      <AppIconButton type="button" aria-label="Open settings" title="Settings" onClick={onOpenSettings}>
        <SettingsOutlined fontSize="small" />
      </AppIconButton>
      <AppIconLink
        sx={{ display: { xs: 'none', md: 'inline-flex' } }}
        aria-label="Source on GitHub (opens in a new tab)"
        title="Source on GitHub"
        href={GITHUB_URL}
        target="_blank"
        rel="noopener noreferrer"
      >
        <GitHub fontSize="small" />
      </AppIconLink>
    </Box>
  );
}
