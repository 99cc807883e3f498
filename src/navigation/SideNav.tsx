import * as React from 'react';
import ClientLink from '../components/ClientLink';
import type { NavFlag, NavItem } from './types';
import { useTranslate } from '../i18n/TranslationsContext';
import SiteIcon from '../icons/SiteIcon';
import ExpandMorePath from '../icons/paths/ExpandMore';
import OpenInNewPath from '../icons/paths/OpenInNew';
import nav from '../layout/navItem.module.css';
import styles from './SideNav.module.css';
import { loadNavigationFile } from './navigationFile';
import hidden from '../components/VisuallyHidden.module.css';

const FLAG_LABELS: Record<NavFlag, string> = {
  newFeature: 'flagNew',
  planned: 'flagPlanned',
  unstable: 'flagPreview',
  beta: 'flagBeta',
  legacy: 'flagLegacy',
  deprecated: 'flagDeprecated',
};

/** Groups the reader opened or closed, kept while they move between pages. */
const rememberedGroups = new Map<string, boolean>();

function containsRoute(item: NavItem, route: string | null): boolean {
  return item.href === route || (item.children ?? []).some((child) => containsRoute(child, route));
}

/** Ids of the groups that hold a route, outermost first. */
function groupsHolding(items: NavItem[], route: string | null): string[] {
  const group = items.find((entry) => entry.children && entry.id && containsRoute(entry, route));
  return group ? [group.id!, ...groupsHolding(group.children!, route)] : [];
}

function Flags({ item }: { item: NavItem }) {
  const t = useTranslate();
  const planLabel = t(item.plan === 'pro' ? 'planPro' : 'planPremium');
  return (
    <>
      {item.flags?.map((flag) => (
        <span key={flag} className={flag === 'deprecated' ? `${styles.flag} ${styles.deprecated}` : styles.flag}>
          {t(FLAG_LABELS[flag])}
        </span>
      ))}
      {item.plan ? (
        <span
          role="img"
          aria-label={planLabel}
          title={planLabel}
          className={item.plan === 'pro' ? styles.plan : `${styles.plan} ${styles.premium}`}
        >
          {item.plan === 'pro' ? 'P' : 'P+'}
        </span>
      ) : null}
    </>
  );
}

interface NavListProps {
  items: NavItem[];
  activeRoute: string | null;
  depth: number;
  isOpen: (item: NavItem) => boolean;
  onToggle: (item: NavItem) => void;
}

function NavList({ items, activeRoute, depth, isOpen, onToggle }: NavListProps) {
  const t = useTranslate();
  // The entries of a nested list indent by its depth (navItem.module.css reads the property).
  const depthStyle = depth > 0 ? ({ '--nav-depth': depth } as React.CSSProperties) : undefined;
  return (
    <ul className={nav.list} style={depthStyle}>
      {items.map((item) => {
        if (item.children && item.subheader) {
          return (
            <li key={item.id}>
              <p className={nav.subheader}>{item.title}</p>
              <NavList items={item.children} activeRoute={activeRoute} depth={depth} isOpen={isOpen} onToggle={onToggle} />
            </li>
          );
        }
        if (item.children) {
          const open = isOpen(item);
          const listId = `nav-group-${item.id!.replace(/[^a-z0-9]+/gi, '-')}`;
          return (
            <li key={item.id}>
              <button
                type="button"
                aria-expanded={open}
                aria-controls={open ? listId : undefined}
                onClick={() => onToggle(item)}
                className={`${nav.item} ${nav.group}`}
              >
                {item.title}
                <SiteIcon path={ExpandMorePath} size="small" className={open ? styles.chevron : `${styles.chevron} ${styles.closed}`} />
              </button>
              {open ? (
                <div id={listId}>
                  <NavList items={item.children} activeRoute={activeRoute} depth={depth + 1} isOpen={isOpen} onToggle={onToggle} />
                </div>
              ) : null}
            </li>
          );
        }
        const active = item.href === activeRoute;
        const content = (
          <>
            <span className={styles.title}>{item.title}</span>
            <Flags item={item} />
            {item.external ? (
              <>
                <SiteIcon path={OpenInNewPath} className={nav.external} />
                <span className={hidden.visuallyHidden}>{t('opensInNewTab')}</span>
              </>
            ) : null}
          </>
        );
        return (
          <li key={item.href}>
            {item.external ? (
              <a href={item.href} target="_blank" rel="noopener noreferrer" className={nav.item} {...item.linkProps}>
                {content}
              </a>
            ) : (
              <ClientLink href={item.href!} aria-current={active ? 'page' : undefined} className={nav.item} {...item.linkProps}>
                {content}
              </ClientLink>
            )}
          </li>
        );
      })}
    </ul>
  );
}

/** The reader's open/closed choices, minus the groups that hold the active page (always open). */
function choicesFor(items: NavItem[], activeRoute: string | null): Record<string, boolean> {
  const choices = Object.fromEntries(rememberedGroups);
  for (const id of groupsHolding(items, activeRoute)) {
    delete choices[id];
  }
  return choices;
}

/** The product's navigation tree: collapsible groups, subheaders, flags, the active entry marked. */
function NavTree({ items, activeRoute }: { items: NavItem[]; activeRoute: string | null }) {
  const [state, setState] = React.useState(() => ({ route: activeRoute, toggled: choicesFor(items, activeRoute) }));
  let { toggled } = state;
  if (state.route !== activeRoute) {
    // A newly visited page opens the groups that hold it, whatever the reader did before; the
    // groups open for the page they left stay open unless they closed them.
    const leftOpen = Object.fromEntries(groupsHolding(items, state.route).map((id) => [id, true]));
    toggled = { ...leftOpen, ...state.toggled, ...choicesFor(items, activeRoute) };
    for (const id of groupsHolding(items, activeRoute)) {
      delete toggled[id];
    }
    setState({ route: activeRoute, toggled });
  }
  const rootRef = React.useRef<HTMLDivElement>(null);

  React.useEffect(() => {
    // Remembered as open, so they stay open on later pages, even after a full page load.
    for (const id of groupsHolding(items, activeRoute)) {
      if (!rememberedGroups.has(id)) {
        rememberedGroups.set(id, true);
      }
    }
    const link = rootRef.current?.querySelector<HTMLElement>('[aria-current="page"]');
    const scroller = rootRef.current?.closest<HTMLElement>('[data-nav-scroll]');
    if (link && scroller) {
      const offset = link.getBoundingClientRect().top - scroller.getBoundingClientRect().top;
      if (offset < 0 || offset > scroller.clientHeight - 40) {
        scroller.scrollTop += offset - scroller.clientHeight / 3;
      }
    }
  }, [activeRoute, items]);

  const isOpen = (item: NavItem) => toggled[item.id!] ?? containsRoute(item, activeRoute);
  const onToggle = (item: NavItem) => {
    const open = !isOpen(item);
    rememberedGroups.set(item.id!, open);
    setState({ route: activeRoute, toggled: { ...toggled, [item.id!]: open } });
  };

  return (
    <div ref={rootRef} className={styles.root}>
      <NavList items={items} activeRoute={activeRoute} depth={0} isOpen={isOpen} onToggle={onToggle} />
    </div>
  );
}

/**
 * The sidebar. Right after an exported page loads, `items` is empty and `itemsFile` names the file
 * that holds the tree (scripts/lib/navigationFiles.ts): the sidebar waits for it, the server's HTML
 * in place, and hydrates once it is here. After a client-side navigation the page's data has the tree.
 */
export default function SideNav({ items, itemsFile, activeRoute }: { items: NavItem[]; itemsFile?: string; activeRoute: string | null }) {
  const tree = items.length === 0 && itemsFile ? React.use(loadNavigationFile(itemsFile)) : items;
  return <NavTree items={tree} activeRoute={activeRoute} />;
}
