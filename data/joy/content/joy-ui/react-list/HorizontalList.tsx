import * as React from 'react';
import Box from '@mui/joy/Box';
import List from '@mui/joy/List';
import ListDivider from '@mui/joy/ListDivider';
import ListItem from '@mui/joy/ListItem';
import ListItemButton from '@mui/joy/ListItemButton';
import ListItemDecorator from '@mui/joy/ListItemDecorator';
import Home from '@mui/icons-material/HomeOutlined';
import Explore from '@mui/icons-material/ExploreOutlined';
import Bookmark from '@mui/icons-material/BookmarkBorder';
import Person from '@mui/icons-material/PersonOutline';

const tabs = [
  { label: 'Home', icon: <Home /> },
  { label: 'Explore', icon: <Explore /> },
  { label: 'Saved', icon: <Bookmark /> },
  { label: 'Profile', icon: <Person /> },
];

export default function HorizontalList() {
  const [current, setCurrent] = React.useState('Home');

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 3, alignItems: 'flex-start' }}>
      <Box component="nav" aria-label="Footer">
        <List orientation="horizontal" size="sm">
          <ListItem>
            <ListItemButton component="a" href="?section=footer-about">
              About
            </ListItemButton>
          </ListItem>
          <ListDivider aria-hidden />
          <ListItem>
            <ListItemButton component="a" href="?section=footer-careers">
              Careers
            </ListItemButton>
          </ListItem>
          <ListDivider aria-hidden />
          <ListItem>
            <ListItemButton component="a" href="?section=footer-privacy">
              Privacy
            </ListItemButton>
          </ListItem>
        </List>
      </Box>
      <Box component="nav" aria-label="App sections" sx={{ width: '100%', maxWidth: 400 }}>
        <List
          orientation="horizontal"
          variant="outlined"
          sx={{ borderRadius: 'md', justifyContent: 'space-between', '--List-padding': '4px', '--List-radius': '12px' }}
        >
          {tabs.map((tab) => (
            <ListItem key={tab.label}>
              <ListItemButton
                orientation="vertical"
                selected={current === tab.label}
                color={current === tab.label ? 'primary' : 'neutral'}
                aria-current={current === tab.label ? 'page' : undefined}
                onClick={() => setCurrent(tab.label)}
                sx={{ fontSize: 'xs', gap: 0.25 }}
              >
                <ListItemDecorator>{tab.icon}</ListItemDecorator>
                {tab.label}
              </ListItemButton>
            </ListItem>
          ))}
        </List>
      </Box>
    </Box>
  );
}
