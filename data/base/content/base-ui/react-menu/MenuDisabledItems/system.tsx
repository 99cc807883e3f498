import * as React from 'react';
import { Dropdown } from '@mui/base/Dropdown';
import { MenuButton } from '@mui/base/MenuButton';
import { Menu } from '@mui/base/Menu';
import { MenuItem } from '@mui/base/MenuItem';
import { styled } from '@mui/system';

const Trigger = styled(MenuButton)({
  fontFamily: 'inherit',
  fontSize: '0.875rem',
  fontWeight: 600,
  padding: '8px 16px',
  borderRadius: 8,
  cursor: 'pointer',
  border: '1px solid #d1d5db',
  backgroundColor: '#fff',
  color: '#111827',
  '&:hover': { backgroundColor: '#f3f4f6' },
  '&.base--focusVisible': { outline: '3px solid #60a5fa', outlineOffset: 2 },
  // The site puts a `dark` class on <html> in dark mode.
  '.dark &': {
    border: '1px solid #4b5563',
    backgroundColor: '#1f2937',
    color: '#f3f4f6',
    '&:hover': { backgroundColor: '#374151' },
  },
});

const Listbox = styled('ul')({
  fontFamily: 'inherit',
  fontSize: '0.875rem',
  minWidth: 200,
  margin: '6px 0',
  padding: 6,
  listStyle: 'none',
  borderRadius: 10,
  border: '1px solid #e5e7eb',
  backgroundColor: '#fff',
  color: '#111827',
  boxShadow: '0 8px 24px rgba(0, 0, 0, 0.18)',
  // The site puts a `dark` class on <html> in dark mode.
  '.dark &': {
    border: '1px solid #374151',
    backgroundColor: '#1f2937',
    color: '#f3f4f6',
  },
});

const Item = styled(MenuItem)({
  padding: '8px 12px',
  borderRadius: 6,
  cursor: 'pointer',
  userSelect: 'none',
  '&:hover, &:focus': {
    outline: 'none',
    backgroundColor: '#eff6ff',
  },
  '&.base--focusVisible': { outline: '2px solid #3b82f6', outlineOffset: -2 },
  '&.base--disabled': {
    color: '#6b7280',
    cursor: 'default',
    '&:hover': { backgroundColor: 'transparent' },
  },
  // The site puts a `dark` class on <html> in dark mode.
  '.dark &': {
    '&:hover, &:focus': { backgroundColor: '#1e3a8a' },
    '&.base--disabled': { color: '#9ca3af' },
    '&.base--disabled:hover': { backgroundColor: 'transparent' },
  },
});

const Separator = styled('li')({
  height: 1,
  margin: '6px 4px',
  backgroundColor: '#e5e7eb',
  // The site puts a `dark` class on <html> in dark mode.
  '.dark &': {
    backgroundColor: '#4b5563',
  },
});

export default function MenuDisabledItems() {
  const [lastAction, setLastAction] = React.useState('none');
  const act = (name: string) => () => setLastAction(name);
  return (
    <div style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 16 }}>
      <Dropdown>
        <Trigger>Edit</Trigger>
        <Menu slots={{ listbox: Listbox }} slotProps={{ root: { placement: 'bottom-start', style: { zIndex: 1300 } } }}>
          <Item onClick={act('Undo')}>Undo typing</Item>
          <Item disabled>Redo</Item>
          <Separator role="separator" />
          <Item onClick={act('Cut')}>Cut</Item>
          <Item onClick={act('Copy')}>Copy</Item>
          <Item disabled>Paste (clipboard is empty)</Item>
        </Menu>
      </Dropdown>
      <span role="status">Last action: {lastAction}</span>
    </div>
  );
}
