import * as React from 'react';
import dynamic from 'next/dynamic';
import Box from '@mui/material/Box';
import KeyboardArrowDown from '@mui/icons-material/KeyboardArrowDown';
import type { LinkMenuItem } from './LinkMenuList';

// The popover code loads on the first click only.
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

/** A small outlined button in the app bar that opens a menu of links (versions, products). */
export default function LinkMenu({ id, label, children, items, hideBelowSm = false }: LinkMenuProps) {
  const [anchor, setAnchor] = React.useState<HTMLElement | null>(null);
  return (
    <>
      <Box
        component="button"
        type="button"
        aria-label={label}
        aria-haspopup="menu"
        aria-controls={anchor ? id : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(event: React.MouseEvent<HTMLElement>) => setAnchor(event.currentTarget)}
        sx={(theme) => ({
          position: 'relative',
          display: 'inline-flex',
          alignItems: 'center',
          flexShrink: 0,
          // The touch target is 44 px high; the outlined chip drawn inside it stays compact.
          minHeight: 44,
          minWidth: 44,
          bgcolor: 'transparent',
          color: 'inherit',
          cursor: 'pointer',
          gap: 0.25,
          py: 0,
          pl: { xs: 0.75, sm: 1 },
          pr: 0.5,
          border: 0,
          borderRadius: 1,
          // The longest label (v5.0.0-beta.49) must fit a 320 px phone's app bar beside five icons.
          fontSize: { xs: 11, sm: 12 },
          fontWeight: 600,
          fontFamily: 'inherit',
          whiteSpace: 'nowrap',
          '&::before': {
            content: '""',
            position: 'absolute',
            inset: '8px 0',
            border: 1,
            borderColor: 'divider',
            borderRadius: 1,
            pointerEvents: 'none',
          },
          '&:hover::before': { bgcolor: 'action.hover' },
          '&:focus-visible': { outline: `2px solid ${theme.vars.palette.primary.main}`, outlineOffset: -2 },
          ...(hideBelowSm ? { display: { xs: 'none', sm: 'inline-flex' } } : {}),
        })}
      >
        {children}
        <KeyboardArrowDown sx={{ fontSize: { xs: 16, sm: 20 } }} />
      </Box>
      {anchor ? <LinkMenuList id={id} anchorEl={anchor} items={items} onClose={() => setAnchor(null)} /> : null}
    </>
  );
}
