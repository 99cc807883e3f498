import * as React from 'react';
import Badge from '@mui/material/Badge';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import InboxIcon from '@mui/icons-material/Inbox';
import SystemUpdateIcon from '@mui/icons-material/SystemUpdate';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';

const sections = [
  { label: 'Inbox', icon: <InboxIcon />, hasNews: true },
  { label: 'Updates', icon: <SystemUpdateIcon />, hasNews: true },
  { label: 'Billing', icon: <ReceiptLongIcon />, hasNews: false },
];

export default function DotBadge() {
  return (
    <List component="nav" sx={{ width: '100%', maxWidth: 280 }} aria-label="Sections">
      {sections.map((section) => (
        <ListItemButton key={section.label} aria-label={section.hasNews ? `${section.label}, new activity` : section.label}>
          <ListItemIcon>
            <Badge color="primary" variant="dot" invisible={!section.hasNews}>
              {section.icon}
            </Badge>
          </ListItemIcon>
          <ListItemText primary={section.label} />
        </ListItemButton>
      ))}
    </List>
  );
}
