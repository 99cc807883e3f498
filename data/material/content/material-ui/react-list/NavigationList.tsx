import * as React from 'react';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import DashboardIcon from '@mui/icons-material/Dashboard';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import PeopleIcon from '@mui/icons-material/People';
import SettingsIcon from '@mui/icons-material/Settings';

// The addresses stay on this page (a query), so a link opened in a new tab still lands somewhere real.
const links = [
  { href: '?section=overview', label: 'Overview', icon: <DashboardIcon /> },
  { href: '?section=invoices', label: 'Invoices', icon: <ReceiptLongIcon /> },
  { href: '?section=customers', label: 'Customers', icon: <PeopleIcon /> },
  { href: '?section=settings', label: 'Settings', icon: <SettingsIcon /> },
];

export default function NavigationList() {
  const [current, setCurrent] = React.useState('?section=overview');

  return (
    <Paper variant="outlined" component="nav" aria-label="Billing" sx={{ width: '100%', maxWidth: 300 }}>
      <List>
        {links.map((link) => (
          <ListItem key={link.href} disablePadding>
            <ListItemButton
              component="a"
              href={link.href}
              selected={current === link.href}
              aria-current={current === link.href ? 'page' : undefined}
              onClick={(event: React.MouseEvent<HTMLAnchorElement>) => {
                // Let Ctrl/Cmd/Shift-click open the link in a new tab or window.
                if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) {
                  return;
                }
                // A real app would let the router navigate; the demo only moves the highlight.
                event.preventDefault();
                setCurrent(link.href);
              }}
            >
              <ListItemIcon>{link.icon}</ListItemIcon>
              <ListItemText primary={link.label} />
            </ListItemButton>
          </ListItem>
        ))}
      </List>
      <Typography variant="caption" sx={{ display: 'block', px: 2, pb: 1.5, color: 'text.secondary' }}>
        Current page: {links.find((link) => link.href === current)?.label}
      </Typography>
    </Paper>
  );
}
