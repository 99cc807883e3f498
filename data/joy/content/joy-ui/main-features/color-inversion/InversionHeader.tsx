import * as React from 'react';
import Avatar from '@mui/joy/Avatar';
import Badge from '@mui/joy/Badge';
import Box from '@mui/joy/Box';
import IconButton from '@mui/joy/IconButton';
import Input from '@mui/joy/Input';
import List from '@mui/joy/List';
import ListItem from '@mui/joy/ListItem';
import ListItemButton from '@mui/joy/ListItemButton';
import Sheet from '@mui/joy/Sheet';
import Typography from '@mui/joy/Typography';
import type { ColorPaletteProp } from '@mui/joy/styles';
import NotificationsRounded from '@mui/icons-material/NotificationsRounded';
import SearchRounded from '@mui/icons-material/SearchRounded';
import WavesRounded from '@mui/icons-material/WavesRounded';

const sections = ['Overview', 'Shipments', 'Carriers', 'Reports'];
const colors: ColorPaletteProp[] = ['primary', 'neutral', 'success', 'danger', 'warning'];

export default function InversionHeader() {
  const [current, setCurrent] = React.useState('Shipments');
  const [color, setColor] = React.useState<ColorPaletteProp>('primary');

  return (
    <Sheet
      component="header"
      variant="solid"
      color={color}
      invertedColors
      sx={{ width: '100%', p: 1.5, borderRadius: 'md', display: 'flex', alignItems: 'center', gap: { xs: 1, sm: 2 }, flexWrap: 'wrap' }}
    >
      <IconButton
        variant="soft"
        aria-label={`Change the header colour (now ${color})`}
        onClick={() => setColor(colors[(colors.indexOf(color) + 1) % colors.length])}
      >
        <WavesRounded />
      </IconButton>
      <Typography level="title-md" sx={{ display: { xs: 'none', sm: 'block' } }}>
        Tideway
      </Typography>
      <Box component="nav" aria-label="Main" sx={{ order: { xs: 3, md: 0 }, width: { xs: '100%', md: 'auto' }, overflowX: 'auto' }}>
        <List orientation="horizontal" size="sm" sx={{ '--List-gap': '4px', '--ListItem-radius': '8px' }}>
          {sections.map((section) => (
            <ListItem key={section}>
              <ListItemButton
                aria-current={current === section ? 'page' : undefined}
                selected={current === section}
                onClick={() => setCurrent(section)}
              >
                {section}
              </ListItemButton>
            </ListItem>
          ))}
        </List>
      </Box>
      <Box sx={{ flex: 1 }} />
      <Input
        size="sm"
        startDecorator={<SearchRounded />}
        placeholder="Find a shipment"
        aria-label="Find a shipment"
        sx={{ width: { xs: 128, sm: 200 } }}
      />
      <IconButton aria-label="Notifications, 2 new">
        <Badge badgeContent={2} size="sm" color="danger">
          <NotificationsRounded />
        </Badge>
      </IconButton>
      <Avatar size="sm" alt="Obi Adeyemi">
        OA
      </Avatar>
    </Sheet>
  );
}
