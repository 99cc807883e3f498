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
  minWidth: 160,
  margin: 6,
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

const placements = [
  { placement: 'top-start', label: 'Opens above' },
  { placement: 'bottom-end', label: 'Aligns to the end' },
  { placement: 'top-end', label: 'Above, end-aligned' },
] as const;

export default function MenuPlacement() {
  return (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 16, padding: '56px 0' }}>
      {placements.map(({ placement, label }) => (
        <Dropdown key={placement}>
          <Trigger>{label}</Trigger>
          <Menu slots={{ listbox: Listbox }} slotProps={{ root: { placement, style: { zIndex: 1300 } } }}>
            <Item>Share link</Item>
            <Item>Download</Item>
          </Menu>
        </Dropdown>
      ))}
    </div>
  );
}
