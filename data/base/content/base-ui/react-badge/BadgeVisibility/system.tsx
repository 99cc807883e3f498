import * as React from 'react';
import { Badge } from '@mui/base/Badge';
import { styled } from '@mui/system';
import ShoppingCartOutlinedIcon from '@mui/icons-material/ShoppingCartOutlined';

export default function BadgeVisibility() {
  const [items, setItems] = React.useState(2);
  const [hidden, setHidden] = React.useState(false);
  const [showZero, setShowZero] = React.useState(false);
  return (
    <Layout>
      <IconButton type="button" aria-label={items === 0 ? 'Cart, empty' : `Cart, ${items} ${items === 1 ? 'item' : 'items'}`}>
        <CountBadge badgeContent={items} invisible={hidden} showZero={showZero}>
          <ShoppingCartOutlinedIcon />
        </CountBadge>
      </IconButton>
      <Controls>
        <Row>
          <Action type="button" onClick={() => setItems((count) => Math.max(0, count - 1))} disabled={items === 0}>
            Remove item
          </Action>
          <Action type="button" onClick={() => setItems((count) => count + 1)}>
            Add item
          </Action>
        </Row>
        <Row>
          <Check>
            <input type="checkbox" checked={hidden} onChange={(event) => setHidden(event.target.checked)} />
            Hide badge
          </Check>
          <Check>
            <input type="checkbox" checked={showZero} onChange={(event) => setShowZero(event.target.checked)} />
            Show zero
          </Check>
        </Row>
      </Controls>
    </Layout>
  );
}

const Layout = styled('div')({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: 24,
});

const Controls = styled('div')({
  display: 'grid',
  gap: 12,
});

const Row = styled('div')({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: '8px 16px',
});

const Check = styled('label')(({ theme }) => ({
  display: 'inline-flex',
  alignItems: 'center',
  gap: 8,
  fontSize: 14,
  color: '#111827',
  cursor: 'pointer',
  '& input': { width: 16, height: 16, margin: 0, accentColor: '#1d4ed8' },
  '& input:focus-visible': { outline: '2px solid #1d4ed8', outlineOffset: 2 },
  ...theme.applyStyles('dark', {
    color: '#f3f4f6',
    '& input': { accentColor: '#93c5fd' },
    '& input:focus-visible': { outlineColor: '#93c5fd' },
  }),
}));

const Action = styled('button')(({ theme }) => ({
  padding: '8px 14px',
  border: '1px solid #6b7280',
  borderRadius: 8,
  backgroundColor: 'transparent',
  color: '#111827',
  fontFamily: 'inherit',
  fontSize: 14,
  fontWeight: 600,
  cursor: 'pointer',
  '&:hover': { backgroundColor: '#f3f4f6' },
  '&:focus-visible': { outline: '2px solid #1d4ed8', outlineOffset: 2 },
  '&:disabled': { opacity: 0.55, cursor: 'not-allowed', backgroundColor: 'transparent' },
  ...theme.applyStyles('dark', {
    borderColor: '#9ca3af',
    color: '#f3f4f6',
    '&:hover': { backgroundColor: '#1f2937' },
    '&:focus-visible': { outlineColor: '#93c5fd' },
    '&:disabled': { backgroundColor: 'transparent' },
  }),
}));

const IconButton = styled('button')(({ theme }) => ({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 52,
  height: 52,
  padding: 0,
  fontFamily: 'inherit',
  border: '1px solid #6b7280',
  borderRadius: 12,
  backgroundColor: 'transparent',
  color: '#111827',
  cursor: 'pointer',
  '&:hover': { backgroundColor: '#f3f4f6' },
  '&:focus-visible': { outline: '2px solid #1d4ed8', outlineOffset: 2 },
  ...theme.applyStyles('dark', {
    borderColor: '#9ca3af',
    color: '#f3f4f6',
    '&:hover': { backgroundColor: '#1f2937' },
    '&:focus-visible': { outlineColor: '#93c5fd' },
  }),
}));

const CountBadge = styled(Badge)(({ theme }) => ({
  position: 'relative',
  display: 'inline-flex',
  '& .base-Badge-badge': {
    position: 'absolute',
    top: 0,
    right: 0,
    transform: 'translate(50%, -50%) scale(1)',
    boxSizing: 'border-box',
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    minWidth: 20,
    height: 20,
    padding: '0 6px',
    borderRadius: 10,
    backgroundColor: '#dc2626',
    color: '#fff',
    fontSize: 12,
    fontWeight: 700,
    lineHeight: 1,
    boxShadow: '0 0 0 2px #fff',
    '@media (prefers-reduced-motion: no-preference)': { transition: 'transform 150ms ease-out' },
    ...theme.applyStyles('dark', { boxShadow: '0 0 0 2px #0b1117' }),
  },
  // While hidden the badge keeps its last value, so it shrinks away without flashing a 0.
  '& .base-Badge-invisible': { transform: 'translate(50%, -50%) scale(0)' },
}));
