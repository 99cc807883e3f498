import * as React from 'react';
import dynamic from 'next/dynamic';
import Box from '@mui/material/Box';
import KeyboardArrowDown from '@mui/icons-material/KeyboardArrowDown';
import type { ProductVersion } from '../navigation/types';

// The menu's popover code loads on the first click only.
const VersionsMenuList = dynamic(() => import('./VersionsMenuList'), { ssr: false });

const MENU_ID = 'versions-menu';

export default function VersionsMenu({ productName, versions }: { productName: string; versions: ProductVersion[] }) {
  const [anchor, setAnchor] = React.useState<HTMLElement | null>(null);
  const current = versions.find((version) => version.current) ?? versions[0];
  if (!current) {
    return null;
  }
  return (
    <>
      <Box
        component="button"
        type="button"
        aria-label={`${productName} version ${current.text}, choose another version`}
        aria-haspopup="menu"
        aria-controls={anchor ? MENU_ID : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
        sx={(theme) => ({
          display: 'inline-flex',
          alignItems: 'center',
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
        {current.text}
        <KeyboardArrowDown fontSize="small" />
      </Box>
      {anchor ? (
        <VersionsMenuList id={MENU_ID} anchorEl={anchor} versions={versions} onClose={() => setAnchor(null)} />
      ) : null}
    </>
  );
}
