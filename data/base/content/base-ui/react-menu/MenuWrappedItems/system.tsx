import * as React from 'react';
import { Dropdown } from '@mui/base/Dropdown';
import { MenuButton } from '@mui/base/MenuButton';
import { Menu } from '@mui/base/Menu';
import { MenuItem, MenuItemProps } from '@mui/base/MenuItem';
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
  minWidth: 220,
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
  // The site puts a `dark` class on <html> in dark mode.
  '.dark &': {
    '&:hover, &:focus': { backgroundColor: '#1e3a8a' },
  },
});

const Shortcut = styled('kbd')({
  marginLeft: 'auto',
  paddingLeft: 24,
  fontFamily: 'inherit',
  fontSize: '0.75rem',
  color: '#4b5563',
  // The site puts a `dark` class on <html> in dark mode.
  '.dark &': {
    color: '#d1d5db',
  },
});

interface ShortcutItemProps extends MenuItemProps {
  shortcut: string;
}

function ShortcutItem({ shortcut, children, ...other }: ShortcutItemProps) {
  return (
    <Item {...other} style={{ display: 'flex' }}>
      <span>{children}</span>
      <Shortcut>{shortcut}</Shortcut>
    </Item>
  );
}

export default function MenuWrappedItems() {
  const [lastAction, setLastAction] = React.useState('none');
  const act = (name: string) => () => setLastAction(name);
  return (
    <div style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 16 }}>
      <Dropdown>
        <Trigger>File</Trigger>
        <Menu slots={{ listbox: Listbox }} slotProps={{ root: { placement: 'bottom-start', style: { zIndex: 1300 } } }}>
          <ShortcutItem shortcut="Ctrl+N" onClick={act('New document')}>
            New document
          </ShortcutItem>
          <ShortcutItem shortcut="Ctrl+O" onClick={act('Open')}>
            Open…
          </ShortcutItem>
          <ShortcutItem shortcut="Ctrl+S" onClick={act('Save')}>
            Save
          </ShortcutItem>
          <ShortcutItem shortcut="Ctrl+P" onClick={act('Print')}>
            Print
          </ShortcutItem>
        </Menu>
      </Dropdown>
      <span role="status">Last action: {lastAction}</span>
    </div>
  );
}
