import * as React from 'react';
import Box from '@mui/material/Box';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';

const notes =
  'Quarterly planning: confirm the venue for the March offsite, send the budget draft to finance by Friday, and collect topic proposals from each team lead.';

export default function ContextMenu() {
  const [position, setPosition] = React.useState<{ left: number; top: number } | null>(null);
  const [lastAction, setLastAction] = React.useState<string | null>(null);

  const openAt = (left: number, top: number) => {
    // A second right-click while open closes the menu, like native context menus.
    setPosition((current) => (current === null ? { left, top } : null));
  };

  const handleContextMenu = (event: React.MouseEvent<HTMLElement>) => {
    event.preventDefault();
    openAt(event.clientX + 2, event.clientY - 6);
  };

  // Keyboard users open it with the context-menu key or Shift+F10.
  const handleKeyDown = (event: React.KeyboardEvent<HTMLElement>) => {
    if (event.key === 'ContextMenu' || (event.shiftKey && event.key === 'F10')) {
      event.preventDefault();
      const rect = event.currentTarget.getBoundingClientRect();
      openAt(rect.left + 16, rect.top + 16);
    }
  };

  const choose = (action: string) => {
    setLastAction(action);
    setPosition(null);
  };

  return (
    <div>
      <Box
        tabIndex={0}
        aria-describedby="context-menu-hint"
        onContextMenu={handleContextMenu}
        onKeyDown={handleKeyDown}
        sx={{
          p: 2,
          borderRadius: 1,
          border: 1,
          borderColor: 'divider',
          cursor: 'context-menu',
          '&:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineOffset: 2 },
        }}
      >
        <Typography>{notes}</Typography>
      </Box>
      <Typography id="context-menu-hint" variant="body2" sx={{ mt: 1, color: 'text.secondary' }}>
        Right-click the note, or focus it and press Shift+F10.
      </Typography>
      <Typography variant="body2" role="status" sx={{ mt: 0.5 }}>
        {lastAction ? `Last action: ${lastAction}` : ''}
      </Typography>
      <Menu
        open={position !== null}
        onClose={() => setPosition(null)}
        anchorReference="anchorPosition"
        anchorPosition={position ?? undefined}
        slotProps={{ list: { 'aria-label': 'Note actions', dense: true } }}
      >
        <MenuItem onClick={() => choose('Copy')}>Copy</MenuItem>
        <MenuItem onClick={() => choose('Add comment')}>Add comment</MenuItem>
        <MenuItem onClick={() => choose('Highlight')}>Highlight</MenuItem>
        <MenuItem onClick={() => choose('Create task')}>Create task</MenuItem>
      </Menu>
    </div>
  );
}
