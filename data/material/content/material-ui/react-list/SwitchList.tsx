import * as React from 'react';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import Switch from '@mui/material/Switch';
import Paper from '@mui/material/Paper';
import WifiIcon from '@mui/icons-material/Wifi';
import BluetoothIcon from '@mui/icons-material/Bluetooth';
import DarkModeIcon from '@mui/icons-material/DarkMode';
import LocationOnIcon from '@mui/icons-material/LocationOn';

const settings = [
  { id: 'wifi', label: 'Wi-Fi', description: 'Connected to Office-5G', icon: <WifiIcon /> },
  { id: 'bluetooth', label: 'Bluetooth', description: 'Visible to nearby devices', icon: <BluetoothIcon /> },
  { id: 'location', label: 'Location services', description: 'Used by maps and weather', icon: <LocationOnIcon /> },
  { id: 'night', label: 'Night light', description: 'Warmer colors after sunset', icon: <DarkModeIcon /> },
];

export default function SwitchList() {
  const [enabled, setEnabled] = React.useState<string[]>(['wifi', 'location']);

  const handleToggle = (id: string) => {
    setEnabled((prev) => (prev.includes(id) ? prev.filter((item) => item !== id) : [...prev, id]));
  };

  return (
    <Paper variant="outlined" sx={{ width: '100%', maxWidth: 380 }}>
      <List subheader={<ListSubheader id="switch-list-subheader">Connections</ListSubheader>} aria-labelledby="switch-list-subheader">
        {settings.map((setting) => (
          <ListItem
            key={setting.id}
            secondaryAction={
              <Switch
                edge="end"
                checked={enabled.includes(setting.id)}
                onChange={() => handleToggle(setting.id)}
                slotProps={{ input: { 'aria-labelledby': `switch-list-label-${setting.id}` } }}
              />
            }
          >
            <ListItemIcon>{setting.icon}</ListItemIcon>
            <ListItemText id={`switch-list-label-${setting.id}`} primary={setting.label} secondary={setting.description} />
          </ListItem>
        ))}
      </List>
    </Paper>
  );
}
