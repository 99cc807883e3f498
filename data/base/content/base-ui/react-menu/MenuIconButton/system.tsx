import * as React from 'react';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import { Dropdown } from '@mui/base/Dropdown';
import { MenuButton } from '@mui/base/MenuButton';
import { Menu } from '@mui/base/Menu';
import { MenuItem } from '@mui/base/MenuItem';
import { styled } from '@mui/system';

const Trigger = styled(MenuButton)({
  fontFamily: 'inherit',
  fontSize: '0.875rem',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 40,
  height: 40,
  padding: 0,
  borderRadius: '50%',
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
  // The site puts a `dark` class on <html> in dark mode.
  '.dark &': {
    '&:hover, &:focus': { backgroundColor: '#1e3a8a' },
  },
});

export default function MenuIconButton() {
  const [message, setMessage] = React.useState('Invoice INV-2041, $1,280.00, due 14 March');
  return (
    <div style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 16 }}>
      <Dropdown>
        <Trigger aria-label="More actions for invoice INV-2041">
          <MoreVertIcon fontSize="small" />
        </Trigger>
        <Menu slots={{ listbox: Listbox }} slotProps={{ root: { placement: 'bottom-end', style: { zIndex: 1300 } } }}>
          <Item onClick={() => setMessage('Showing invoice INV-2041')}>View invoice</Item>
          <Item onClick={() => setMessage('PDF download started')}>Download PDF</Item>
          <Item onClick={() => setMessage('Reminder sent to the customer')}>Send reminder</Item>
          <Item onClick={() => setMessage('Invoice voided')}>Void invoice</Item>
        </Menu>
      </Dropdown>
      <span role="status">{message}</span>
    </div>
  );
}
