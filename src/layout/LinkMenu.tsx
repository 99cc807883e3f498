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
}

/** A small outlined button in the app bar that opens a menu of links (versions, products). */
export default function LinkMenu({ id, label, children, items }: LinkMenuProps) {
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
          display: 'inline-flex',
          alignItems: 'center',
          flexShrink: 0,
          bgcolor: 'transparent',
          color: 'inherit',
          cursor: 'pointer',
          gap: 0.25,
          py: 0.25,
          pl: 1,
          pr: 0.5,
          border: 1,
          borderColor: 'divider',
          borderRadius: 1,
          fontSize: 12,
          fontWeight: 600,
          fontFamily: 'inherit',
          '&:hover': { bgcolor: 'action.hover' },
          '&:focus-visible': { outline: `2px solid ${theme.vars.palette.primary.main}`, outlineOffset: 2 },
        })}
      >
        {children}
        <KeyboardArrowDown fontSize="small" />
      </Box>
      {anchor ? <LinkMenuList id={id} anchorEl={anchor} items={items} onClose={() => setAnchor(null)} /> : null}
    </>
  );
}
