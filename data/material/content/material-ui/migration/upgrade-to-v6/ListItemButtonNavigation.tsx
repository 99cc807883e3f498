import * as React from 'react';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import InboxIcon from '@mui/icons-material/Inbox';
import SendIcon from '@mui/icons-material/Send';
import DraftsIcon from '@mui/icons-material/Drafts';
import ArchiveIcon from '@mui/icons-material/Archive';

const folders = [
  { id: 'inbox', label: 'Inbox', icon: <InboxIcon /> },
  { id: 'sent', label: 'Sent', icon: <SendIcon /> },
  { id: 'drafts', label: 'Drafts', icon: <DraftsIcon /> },
  { id: 'archive', label: 'Archive (read-only)', icon: <ArchiveIcon />, disabled: true },
];

export default function ListItemButtonNavigation() {
  const [selected, setSelected] = React.useState('inbox');
  const current = folders.find((folder) => folder.id === selected);

  return (
    <Paper variant="outlined" sx={{ width: '100%', maxWidth: 320 }}>
      <List aria-label="Mail folders">
        {folders.map((folder) => (
          // v5: <ListItem button selected={…} disabled={…}>. v6: the button is its own component.
          <ListItem key={folder.id} disablePadding>
            <ListItemButton
              selected={selected === folder.id}
              disabled={folder.disabled}
              onClick={() => setSelected(folder.id)}
              aria-current={selected === folder.id ? 'page' : undefined}
            >
              <ListItemIcon>{folder.icon}</ListItemIcon>
              <ListItemText primary={folder.label} />
            </ListItemButton>
          </ListItem>
        ))}
      </List>
      <Typography variant="body2" role="status" sx={{ px: 2, pb: 2, color: 'text.secondary' }}>
        Showing: {current?.label}
      </Typography>
    </Paper>
  );
}
