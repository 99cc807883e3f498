import * as React from 'react';
import List from '@mui/joy/List';
import ListDivider from '@mui/joy/ListDivider';
import ListItem from '@mui/joy/ListItem';
import ListItemButton from '@mui/joy/ListItemButton';
import ListItemContent from '@mui/joy/ListItemContent';
import ListItemDecorator from '@mui/joy/ListItemDecorator';
import ListSubheader from '@mui/joy/ListSubheader';
import Sheet from '@mui/joy/Sheet';
import Switch from '@mui/joy/Switch';
import Typography from '@mui/joy/Typography';
import KeyboardArrowRight from '@mui/icons-material/KeyboardArrowRight';
import FlightOutlined from '@mui/icons-material/FlightOutlined';
import WifiOutlined from '@mui/icons-material/WifiOutlined';
import BluetoothOutlined from '@mui/icons-material/BluetoothOutlined';
import NotificationsOutlined from '@mui/icons-material/NotificationsOutlined';
import DarkModeOutlined from '@mui/icons-material/DarkModeOutlined';
import LanguageOutlined from '@mui/icons-material/LanguageOutlined';

type TileColor = 'primary' | 'success' | 'warning' | 'danger' | 'neutral';

// A square, coloured tile behind each icon, as many settings screens use.
function IconTile({ color, children }: { color: TileColor; children: React.ReactNode }) {
  return (
    <ListItemDecorator>
      <Sheet
        variant="solid"
        color={color}
        sx={{ width: 28, height: 28, borderRadius: '7px', display: 'grid', placeItems: 'center', '--Icon-fontSize': '18px' }}
      >
        {children}
      </Sheet>
    </ListItemDecorator>
  );
}

// A setting that opens another screen: the whole row is a button, with the current value and a chevron.
function LinkRow({ icon, color, label, value }: { icon: React.ReactNode; color: TileColor; label: string; value?: string }) {
  return (
    <ListItem>
      <ListItemButton>
        <IconTile color={color}>{icon}</IconTile>
        <ListItemContent>{label}</ListItemContent>
        {value && <Typography level="body-sm">{value}</Typography>}
        <KeyboardArrowRight />
      </ListItemButton>
    </ListItem>
  );
}

// An on/off setting: the row's text labels the switch.
function SwitchRow({
  icon,
  color,
  label,
  checked,
  onChange,
}: {
  icon: React.ReactNode;
  color: TileColor;
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  const labelId = React.useId();
  return (
    <ListItem>
      <IconTile color={color}>{icon}</IconTile>
      <ListItemContent id={labelId}>{label}</ListItemContent>
      <Switch
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
        slotProps={{ input: { 'aria-labelledby': labelId } }}
      />
    </ListItem>
  );
}

export default function SettingsList() {
  const [flightMode, setFlightMode] = React.useState(false);
  const [quietHours, setQuietHours] = React.useState(true);

  return (
    <Sheet variant="soft" sx={{ p: 2, borderRadius: 'md', maxWidth: 380, width: '100%' }}>
      <List
        sx={(theme) => ({
          '--List-gap': '20px',
          '--ListItem-minHeight': '44px',
          '--ListItemDecorator-size': '40px',
          // The group lists are white cards on the soft background.
          '& > li > ul': {
            bgcolor: 'background.surface',
            borderRadius: 'md',
            boxShadow: theme.shadow.xs,
            '--List-padding': '0px',
            '--List-gap': '0px',
            '--ListDivider-gap': '0px',
          },
        })}
      >
        <ListItem nested>
          <ListSubheader>Connections</ListSubheader>
          <List>
            <SwitchRow icon={<FlightOutlined />} color="warning" label="Flight mode" checked={flightMode} onChange={setFlightMode} />
            <ListDivider inset="startContent" aria-hidden />
            <LinkRow icon={<WifiOutlined />} color="primary" label="Wi-Fi" value={flightMode ? 'Off' : 'Studio 5G'} />
            <ListDivider inset="startContent" aria-hidden />
            <LinkRow icon={<BluetoothOutlined />} color="primary" label="Bluetooth" value={flightMode ? 'Off' : 'On'} />
          </List>
        </ListItem>
        <ListItem nested>
          <ListSubheader>General</ListSubheader>
          <List>
            <LinkRow icon={<NotificationsOutlined />} color="danger" label="Notifications" />
            <ListDivider inset="startContent" aria-hidden />
            <SwitchRow icon={<DarkModeOutlined />} color="neutral" label="Quiet hours" checked={quietHours} onChange={setQuietHours} />
            <ListDivider inset="startContent" aria-hidden />
            <LinkRow icon={<LanguageOutlined />} color="success" label="Language" value="English (UK)" />
          </List>
        </ListItem>
      </List>
      <Typography level="body-xs" sx={{ px: 1.5 }}>
        Quiet hours silence calls and alerts from 22:00 to 07:00.
      </Typography>
    </Sheet>
  );
}
