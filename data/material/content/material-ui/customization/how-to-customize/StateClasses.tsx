import * as React from 'react';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import InboxIcon from '@mui/icons-material/Inbox';
import SendIcon from '@mui/icons-material/Send';
import DraftsIcon from '@mui/icons-material/Drafts';
import ArchiveIcon from '@mui/icons-material/Archive';

const folders = [
  { label: 'Inbox', icon: <InboxIcon />, count: 12 },
  { label: 'Sent', icon: <SendIcon /> },
  { label: 'Drafts', icon: <DraftsIcon />, count: 3 },
  { label: 'Archive', icon: <ArchiveIcon />, disabled: true },
];

export default function StateClasses() {
  const [selected, setSelected] = React.useState('Inbox');

  return (
    <Paper variant="outlined" sx={{ width: '100%', maxWidth: 300 }}>
      <List
        component="nav"
        aria-label="Mail folders"
        sx={(theme) => {
          const { palette } = theme.vars ?? theme;
          return {
            px: 1,
            '& .MuiListItemButton-root': { borderRadius: 2, my: 0.25 },
            // Component class + state class: enough specificity without !important.
            '& .MuiListItemButton-root.Mui-selected': {
              bgcolor: palette.primary.main,
              color: palette.primary.contrastText,
              '& .MuiListItemIcon-root, & .MuiListItemText-secondary': { color: 'inherit' },
            },
            // :hover must be restated, or the component's own hover colour wins while the pointer is over it.
            '& .MuiListItemButton-root.Mui-selected:hover': { bgcolor: palette.primary.dark },
            '& .MuiListItemButton-root.Mui-focusVisible': {
              outline: `2px solid ${palette.primary.main}`,
              outlineOffset: 2,
            },
            '& .MuiListItemButton-root.Mui-disabled': {
              opacity: 1,
              color: palette.text.disabled,
              '& .MuiListItemIcon-root': { color: 'inherit' },
            },
          };
        }}
      >
        {folders.map((folder) => (
          <ListItemButton
            key={folder.label}
            selected={selected === folder.label}
            disabled={folder.disabled}
            aria-current={selected === folder.label ? 'page' : undefined}
            onClick={() => setSelected(folder.label)}
          >
            <ListItemIcon sx={{ minWidth: 40 }}>{folder.icon}</ListItemIcon>
            <ListItemText primary={folder.label} secondary={folder.disabled ? 'Syncing…' : folder.count && `${folder.count} unread`} />
          </ListItemButton>
        ))}
      </List>
    </Paper>
  );
}
