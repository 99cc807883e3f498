import * as React from 'react';
import Divider from '@mui/material/Divider';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import MenuList from '@mui/material/MenuList';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import ContentCutIcon from '@mui/icons-material/ContentCut';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import ContentPasteIcon from '@mui/icons-material/ContentPaste';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';

export default function MenuDividers() {
  const [lastCommand, setLastCommand] = React.useState('');

  const item = (label: string, icon: React.ReactNode, shortcut?: string) => (
    <MenuItem onClick={() => setLastCommand(label)}>
      <ListItemIcon>{icon}</ListItemIcon>
      <ListItemText>{label}</ListItemText>
      {shortcut && (
        <Typography variant="body2" sx={{ color: 'text.secondary', ml: 2 }}>
          {shortcut}
        </Typography>
      )}
    </MenuItem>
  );

  return (
    <div>
      <Paper sx={{ width: 240, maxWidth: '100%' }}>
        <MenuList aria-label="Edit">
          {item('Cut', <ContentCutIcon fontSize="small" />, 'Ctrl+X')}
          {item('Copy', <ContentCopyIcon fontSize="small" />, 'Ctrl+C')}
          {item('Paste', <ContentPasteIcon fontSize="small" />, 'Ctrl+V')}
          <Divider />
          {item('Delete', <DeleteOutlineIcon fontSize="small" />, 'Del')}
        </MenuList>
      </Paper>
      <Typography variant="body2" role="status" sx={{ mt: 1.5, color: 'text.secondary' }}>
        {lastCommand ? `Chose “${lastCommand}”` : 'Use the arrow keys to move through the menu.'}
      </Typography>
    </div>
  );
}
