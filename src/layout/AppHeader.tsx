import { AppIconButton, AppIconLink } from '../components/AppIconButton';
import SiteIcon from '../icons/SiteIcon';
import MenuPath from '../icons/paths/Menu';
import SettingsOutlinedPath from '../icons/paths/SettingsOutlined';
import GitHubPath from '../icons/paths/GitHub';
import OpenInNewPath from '../icons/paths/OpenInNew';
import ClientLink from '../components/ClientLink';
import { isExternalHref } from '../components/Link';
import ColorModeButton from './ColorModeButton';
import SearchButton from '../search/SearchButton';
import ShortcutsHelp from './ShortcutsHelp';
import LinkMenu from './LinkMenu';
import { PRODUCTS } from '../../data/products';
import { TOP_MENU } from './topMenu';
import { GITHUB_URL } from '../config';
import type { ProductIdentifier } from '../navigation/types';
import styles from './AppHeader.module.css';
import hidden from '../components/VisuallyHidden.module.css';

interface AppHeaderProps {
  product: ProductIdentifier;
  onOpenNavigation: () => void;
  onOpenSettings: () => void;
}

export default function AppHeader({ product, onOpenNavigation, onOpenSettings }: AppHeaderProps) {
  const current = product.versions.find((version) => version.current) ?? product.versions[0];
  return (
    <header className={styles.header}>
      <AppIconButton type="button" aria-label="Open navigation" onClick={onOpenNavigation} className={styles.navigationButton}>
        <SiteIcon path={MenuPath} />
      </AppIconButton>
      <ClientLink href={product.href} aria-label={product.name} className={styles.home}>
        {/* A small static SVG: next/image has nothing to optimise in it. */}
        {/* eslint-disable-next-line @next/next/no-img-element */}
        <img src={product.logo} alt="" width={28} height={28} className={styles.logo} />
        <span className={styles.productName}>{product.name}</span>
      </ClientLink>
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
      <nav aria-label="Site" className={styles.topMenu}>
        {TOP_MENU.map((item) =>
          isExternalHref(item.href) ? (
            <a key={item.href} href={item.href} target="_blank" rel="noopener noreferrer" className={styles.topLink}>
              {item.title}
              <SiteIcon path={OpenInNewPath} className={styles.external} />
              <span className={hidden.visuallyHidden}> opens in a new tab</span>
            </a>
          ) : (
            <ClientLink key={item.href} href={item.href} className={styles.topLink}>
              {item.title}
            </ClientLink>
          ),
        )}
      </nav>
      <ColorModeButton className={styles.colorMode} />
      <AppIconButton type="button" aria-label="Open settings" title="Settings" onClick={onOpenSettings}>
        <SiteIcon path={SettingsOutlinedPath} size="small" />
      </AppIconButton>
      <AppIconLink
        className={styles.github}
        aria-label="Source on GitHub (opens in a new tab)"
        title="Source on GitHub"
        href={GITHUB_URL}
        target="_blank"
        rel="noopener noreferrer"
      >
        <SiteIcon path={GitHubPath} size="small" />
      </AppIconLink>
    </header>
  );
}
