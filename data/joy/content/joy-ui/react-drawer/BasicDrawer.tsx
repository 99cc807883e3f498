import * as React from 'react';
import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import DialogTitle from '@mui/joy/DialogTitle';
import Divider from '@mui/joy/Divider';
import Drawer from '@mui/joy/Drawer';
import List from '@mui/joy/List';
import ListItem from '@mui/joy/ListItem';
import ListItemButton from '@mui/joy/ListItemButton';
import ListItemDecorator from '@mui/joy/ListItemDecorator';
import Typography from '@mui/joy/Typography';
import DashboardOutlined from '@mui/icons-material/DashboardOutlined';
import Inventory2Outlined from '@mui/icons-material/Inventory2Outlined';
import LocalShippingOutlined from '@mui/icons-material/LocalShippingOutlined';
import MenuRounded from '@mui/icons-material/MenuRounded';
import PeopleOutlined from '@mui/icons-material/PeopleOutlined';
import SettingsOutlined from '@mui/icons-material/SettingsOutlined';

const destinations = [
  { label: 'Overview', icon: <DashboardOutlined /> },
  { label: 'Stock', icon: <Inventory2Outlined /> },
  { label: 'Deliveries', icon: <LocalShippingOutlined /> },
  { label: 'Suppliers', icon: <PeopleOutlined /> },
];

export default function BasicDrawer() {
  const [open, setOpen] = React.useState(false);
  const [page, setPage] = React.useState('Overview');

  const go = (label: string) => {
    setPage(label);
    setOpen(false);
  };

  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
      <Button variant="outlined" color="neutral" startDecorator={<MenuRounded />} onClick={() => setOpen(true)}>
        Open navigation
      </Button>
      <Typography level="body-sm" role="status">
        Current page: {page}
      </Typography>
      <Drawer open={open} onClose={() => setOpen(false)}>
        <DialogTitle>Warehouse</DialogTitle>
        <List component="nav" aria-label="Warehouse sections" sx={{ flex: 'none' }}>
          {destinations.map((item) => (
            <ListItem key={item.label}>
              <ListItemButton
                selected={page === item.label}
                aria-current={page === item.label ? 'page' : undefined}
                onClick={() => go(item.label)}
              >
                <ListItemDecorator>{item.icon}</ListItemDecorator>
                {item.label}
              </ListItemButton>
            </ListItem>
          ))}
        </List>
        <Divider />
        <List sx={{ flex: 'none' }}>
          <ListItem>
            <ListItemButton onClick={() => go('Settings')} selected={page === 'Settings'}>
              <ListItemDecorator>
                <SettingsOutlined />
              </ListItemDecorator>
              Settings
            </ListItemButton>
          </ListItem>
        </List>
      </Drawer>
    </Box>
  );
}
