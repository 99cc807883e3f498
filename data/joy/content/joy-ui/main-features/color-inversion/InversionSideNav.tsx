import * as React from 'react';
import Avatar from '@mui/joy/Avatar';
import Box from '@mui/joy/Box';
import Card from '@mui/joy/Card';
import Chip from '@mui/joy/Chip';
import IconButton from '@mui/joy/IconButton';
import LinearProgress from '@mui/joy/LinearProgress';
import List from '@mui/joy/List';
import ListItem from '@mui/joy/ListItem';
import ListItemButton from '@mui/joy/ListItemButton';
import ListItemContent from '@mui/joy/ListItemContent';
import ListItemDecorator from '@mui/joy/ListItemDecorator';
import ListSubheader from '@mui/joy/ListSubheader';
import Sheet from '@mui/joy/Sheet';
import Typography from '@mui/joy/Typography';
import BarChartRounded from '@mui/icons-material/BarChartRounded';
import FolderRounded from '@mui/icons-material/FolderRounded';
import HomeRounded from '@mui/icons-material/HomeRounded';
import InboxRounded from '@mui/icons-material/InboxRounded';
import LogoutRounded from '@mui/icons-material/LogoutRounded';
import PeopleRounded from '@mui/icons-material/PeopleRounded';

const items = [
  { label: 'Home', icon: <HomeRounded /> },
  { label: 'Inbox', icon: <InboxRounded />, count: 8 },
  { label: 'Projects', icon: <FolderRounded /> },
  { label: 'Insights', icon: <BarChartRounded /> },
  { label: 'People', icon: <PeopleRounded /> },
];

export default function InversionSideNav() {
  const [current, setCurrent] = React.useState('Inbox');

  return (
    <Sheet
      component="nav"
      aria-label="Workspace"
      variant="solid"
      color="primary"
      invertedColors
      sx={{ width: '100%', maxWidth: 280, mx: 'auto', p: 2, borderRadius: 'md', display: 'flex', flexDirection: 'column', gap: 2 }}
    >
      <ListSubheader id="inversion-sidenav-label" component="h3" sx={{ m: 0, pb: 0 }}>
        Workspace
      </ListSubheader>
      <List size="sm" aria-labelledby="inversion-sidenav-label" sx={{ '--ListItem-radius': '8px', '--List-gap': '4px' }}>
        {items.map((item) => (
          <ListItem key={item.label}>
            <ListItemButton
              selected={current === item.label}
              aria-current={current === item.label ? 'page' : undefined}
              onClick={() => setCurrent(item.label)}
            >
              <ListItemDecorator>{item.icon}</ListItemDecorator>
              <ListItemContent>{item.label}</ListItemContent>
              {item.count && (
                <Chip size="sm" variant="soft">
                  {item.count}
                </Chip>
              )}
            </ListItemButton>
          </ListItem>
        ))}
      </List>
      <Card variant="soft" size="sm">
        <Typography level="title-sm">Seats used</Typography>
        <Typography level="body-xs">9 of 10 on the Starter plan</Typography>
        <LinearProgress determinate value={90} aria-label="Seats used" />
      </Card>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
        <Avatar size="sm">HW</Avatar>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography level="title-sm">Hana Watanabe</Typography>
          <Typography level="body-xs" noWrap>
            hana@lumenlab.dev
          </Typography>
        </Box>
        <IconButton size="sm" aria-label="Sign out">
          <LogoutRounded />
        </IconButton>
      </Box>
    </Sheet>
  );
}
