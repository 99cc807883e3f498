import * as React from 'react';
import Box from '@mui/joy/Box';
import Dropdown from '@mui/joy/Dropdown';
import ListDivider from '@mui/joy/ListDivider';
import Menu from '@mui/joy/Menu';
import MenuButton from '@mui/joy/MenuButton';
import MenuItem from '@mui/joy/MenuItem';
import Sheet from '@mui/joy/Sheet';
import Typography from '@mui/joy/Typography';

type Entry = string | null; // null draws a divider

const menus: { label: string; items: Entry[] }[] = [
  { label: 'File', items: ['New document', 'Open…', 'Make a copy', null, 'Download', 'Print'] },
  { label: 'Edit', items: ['Undo', 'Redo', null, 'Find and replace'] },
  { label: 'View', items: ['Zoom in', 'Zoom out', null, 'Full screen'] },
  { label: 'Help', items: ['Keyboard shortcuts', 'Send feedback'] },
];

export default function MenuBar() {
  // Which menu is open, and which top-level button is in the tab order (roving tabindex).
  const [openIndex, setOpenIndex] = React.useState<number | null>(null);
  const [focusIndex, setFocusIndex] = React.useState(0);
  const [last, setLast] = React.useState('');
  const buttons = React.useRef<(HTMLButtonElement | null)[]>([]);

  const moveFocus = (index: number) => {
    const next = (index + menus.length) % menus.length;
    setFocusIndex(next);
    buttons.current[next]?.focus();
  };

  const handleButtonKeyDown = (index: number) => (event: React.KeyboardEvent) => {
    if (event.key === 'ArrowRight' || event.key === 'ArrowLeft') {
      event.preventDefault();
      moveFocus(index + (event.key === 'ArrowRight' ? 1 : -1));
    }
  };

  // Inside an open menu, Left and Right open the neighbouring menu, as in a desktop app.
  const handleMenuKeyDown = (index: number) => (event: React.KeyboardEvent) => {
    if (event.key === 'ArrowRight' || event.key === 'ArrowLeft') {
      event.preventDefault();
      const next = (index + (event.key === 'ArrowRight' ? 1 : -1) + menus.length) % menus.length;
      setFocusIndex(next);
      setOpenIndex(next);
    }
  };

  return (
    <Box sx={{ width: '100%' }}>
      <Sheet
        variant="outlined"
        role="toolbar"
        aria-label="Document editor"
        sx={{ display: 'flex', gap: 0.5, p: 0.5, borderRadius: 'sm', flexWrap: 'wrap', width: 'fit-content', maxWidth: '100%' }}
      >
        {menus.map((menu, index) => (
          <Dropdown
            key={menu.label}
            open={openIndex === index}
            onOpenChange={(_event, isOpen) => {
              // A menu that closes because its neighbour opened must not close the neighbour.
              setOpenIndex((current) => (isOpen ? index : current === index ? null : current));
              if (isOpen) {
                setFocusIndex(index);
              }
            }}
          >
            <MenuButton
              ref={(element: HTMLButtonElement | null) => {
                buttons.current[index] = element;
              }}
              variant={openIndex === index ? 'soft' : 'plain'}
              color="neutral"
              size="sm"
              tabIndex={focusIndex === index ? 0 : -1}
              onKeyDown={handleButtonKeyDown(index)}
            >
              {menu.label}
            </MenuButton>
            <Menu placement="bottom-start" size="sm" onKeyDown={handleMenuKeyDown(index)} sx={{ minWidth: 180 }}>
              {menu.items.map((item, itemIndex) =>
                item === null ? (
                  <ListDivider key={`divider-${itemIndex}`} />
                ) : (
                  <MenuItem key={item} onClick={() => setLast(`${menu.label} › ${item}`)}>
                    {item}
                  </MenuItem>
                ),
              )}
            </Menu>
          </Dropdown>
        ))}
      </Sheet>
      <Typography level="body-sm" role="status" sx={{ mt: 1.5 }}>
        {last ? `Chose ${last}` : 'Tab to the toolbar, then use the arrow keys.'}
      </Typography>
    </Box>
  );
}
