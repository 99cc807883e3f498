import * as React from 'react';
import Box from '@mui/material/Box';
import NextLink from 'next/link';
import OpenInNew from '@mui/icons-material/OpenInNew';
import ExpandMore from '@mui/icons-material/ExpandMore';
import type { NavFlag, NavItem } from './types';
import { navItemSx, navSubheaderSx } from '../layout/navItemStyles';
import { useTranslate } from '../i18n/TranslationsContext';

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
  return (
    <>
      {item.flags?.map((flag) => (
        <Box
          key={flag}
          component="span"
          sx={{
            fontSize: 10,
            fontWeight: 700,
            lineHeight: '16px',
            px: 0.75,
            borderRadius: 1,
            border: 1,
            borderColor: 'divider',
            color: flag === 'deprecated' ? 'error.main' : 'text.secondary',
            textTransform: 'uppercase',
            letterSpacing: '0.04em',
            flexShrink: 0,
          }}
        >
          {t(FLAG_LABELS[flag])}
        </Box>
      ))}
      {item.plan ? (
        <Box
          component="span"
          role="img"
          aria-label={t(item.plan === 'pro' ? 'planPro' : 'planPremium')}
          title={t(item.plan === 'pro' ? 'planPro' : 'planPremium')}
          sx={{
            width: 16,
            height: 16,
            flexShrink: 0,
            borderRadius: '50%',
            bgcolor: item.plan === 'pro' ? 'primary.main' : 'secondary.main',
            color: 'background.paper',
            fontSize: 10,
            fontWeight: 800,
            lineHeight: '16px',
            textAlign: 'center',
          }}
        >
          {item.plan === 'pro' ? 'P' : 'P+'}
        </Box>
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
  const indent = { pl: 1.5 + depth * 1.5 };
  return (
    <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {items.map((item) => {
        if (item.children && item.subheader) {
          return (
            <li key={item.id}>
              <Box component="p" sx={[navSubheaderSx, { pl: 2.5 + depth * 1.5 }]}>
                {item.title}
              </Box>
              <NavList items={item.children} activeRoute={activeRoute} depth={depth} isOpen={isOpen} onToggle={onToggle} />
            </li>
          );
        }
        if (item.children) {
          const open = isOpen(item);
          const listId = `nav-group-${item.id!.replace(/[^a-z0-9]+/gi, '-')}`;
          return (
            <li key={item.id}>
              <Box
                component="button"
                type="button"
                aria-expanded={open}
                aria-controls={open ? listId : undefined}
                onClick={() => onToggle(item)}
                sx={[
                  navItemSx,
                  indent,
                  {
                    width: 'calc(100% - 16px)',
                    border: 0,
                    bgcolor: 'transparent',
                    cursor: 'pointer',
                    font: 'inherit',
                    fontSize: 14,
                    fontWeight: 600,
                    color: 'text.primary',
                    textAlign: 'start',
                    justifyContent: 'space-between',
                  },
                ]}
              >
                {item.title}
                <ExpandMore
                  fontSize="small"
                  sx={{ transition: 'transform 150ms', transform: open ? 'none' : 'rotate(-90deg)', color: 'text.secondary' }}
                />
              </Box>
              {open ? (
                <Box id={listId}>
                  <NavList items={item.children} activeRoute={activeRoute} depth={depth + 1} isOpen={isOpen} onToggle={onToggle} />
                </Box>
              ) : null}
            </li>
          );
        }
        const active = item.href === activeRoute;
        const content = (
          <>
            <Box component="span" sx={{ minWidth: 0, overflowWrap: 'anywhere' }}>
              {item.title}
            </Box>
            <Flags item={item} />
            {item.external ? <OpenInNew sx={{ fontSize: 14, flexShrink: 0 }} titleAccess={t('opensInNewTab')} /> : null}
          </>
        );
        return (
          <li key={item.href}>
            {item.external ? (
              <Box component="a" href={item.href} target="_blank" rel="noopener noreferrer" sx={[navItemSx, indent]} {...item.linkProps}>
                {content}
              </Box>
            ) : (
              <Box
                component={NextLink}
                href={item.href!}
                prefetch={false}
                aria-current={active ? 'page' : undefined}
                sx={[navItemSx, indent]}
                {...item.linkProps}
              >
                {content}
              </Box>
            )}
          </li>
        );
      })}
    </Box>
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
export default function SideNav({ items, activeRoute }: { items: NavItem[]; activeRoute: string | null }) {
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
    <Box ref={rootRef} sx={{ py: 1.5 }}>
      <NavList items={items} activeRoute={activeRoute} depth={0} isOpen={isOpen} onToggle={onToggle} />
    </Box>
  );
}
