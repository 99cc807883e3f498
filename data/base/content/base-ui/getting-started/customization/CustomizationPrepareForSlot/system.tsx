import * as React from 'react';
import { Button } from '@mui/base/Button';
import { prepareForSlot } from '@mui/base/utils';
import { styled } from '@mui/system';

// Stands in for a router's link: it spreads every prop onto the <a>.
function AppLink(props: React.AnchorHTMLAttributes<HTMLAnchorElement>) {
  return <a {...props} />;
}

// prepareForSlot strips ownerState so it never reaches the DOM.
const LinkSlot = prepareForSlot(AppLink);

const NavButton = styled(Button)(({ theme }) => ({
  display: 'inline-block',
  padding: '6px 14px',
  borderRadius: 8,
  fontWeight: 600,
  textDecoration: 'none',
  color: '#1d4ed8',
  border: '1px solid currentColor',
  '&:hover': { backgroundColor: '#eff6ff' },
  '&.base--focusVisible': { outline: '3px solid #60a5fa', outlineOffset: 2 },
  ...theme.applyStyles('dark', { color: '#93c5fd', '&:hover': { backgroundColor: '#1e293b' } }),
}));

export default function CustomizationPrepareForSlot() {
  return (
    <nav aria-label="Account" style={{ display: 'flex', flexWrap: 'wrap', gap: 12 }}>
      <NavButton slots={{ root: LinkSlot }} href="?section=billing">
        Billing
      </NavButton>
      <NavButton slots={{ root: LinkSlot }} href="?section=team">
        Team members
      </NavButton>
      <NavButton slots={{ root: LinkSlot }} href="?section=api-keys">
        API keys
      </NavButton>
    </nav>
  );
}
