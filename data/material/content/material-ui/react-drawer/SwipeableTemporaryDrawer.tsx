import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import SwipeableDrawer from '@mui/material/SwipeableDrawer';
import Typography from '@mui/material/Typography';
import HomeIcon from '@mui/icons-material/Home';
import ExploreIcon from '@mui/icons-material/Explore';
import BookmarkIcon from '@mui/icons-material/Bookmark';
import PersonIcon from '@mui/icons-material/Person';

const destinations = [
  { label: 'Home', icon: <HomeIcon /> },
  { label: 'Discover', icon: <ExploreIcon /> },
  { label: 'Saved places', icon: <BookmarkIcon /> },
  { label: 'Profile', icon: <PersonIcon /> },
];

// iOS has its own swipe-from-the-edge gesture (back navigation); the backdrop transition is also costly there.
const iOS = typeof navigator !== 'undefined' && /iPad|iPhone|iPod/.test(navigator.userAgent);

export default function SwipeableTemporaryDrawer() {
  const [open, setOpen] = React.useState(false);
  const [frame, setFrame] = React.useState<HTMLDivElement | null>(null);

  return (
    <Box
      ref={setFrame}
      sx={{
        position: 'relative',
        height: 320,
        overflow: 'hidden',
        isolation: 'isolate',
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
      }}
    >
      <Box sx={{ p: 2, height: '100%', display: 'flex', flexDirection: 'column', alignItems: 'center', justifyContent: 'center', gap: 2 }}>
        <Button variant="contained" onClick={() => setOpen(true)}>
          Open menu
        </Button>
        <Typography variant="body2" sx={{ color: 'text.secondary', textAlign: 'center', maxWidth: 320 }}>
          On a touch screen, drag the open drawer to the left to close it.
        </Typography>
      </Box>
      <SwipeableDrawer
        open={open}
        onOpen={() => setOpen(true)}
        onClose={() => setOpen(false)}
        disableBackdropTransition={!iOS}
        disableDiscovery={iOS}
        container={frame}
        sx={{ position: 'absolute' }}
        SwipeAreaProps={{ style: { position: 'absolute' } }}
        slotProps={{
          backdrop: { sx: { position: 'absolute' } },
          paper: { sx: { position: 'absolute', width: 230 }, 'aria-label': 'Menu' },
        }}
      >
        <List>
          {destinations.map((item) => (
            <ListItem key={item.label} disablePadding>
              <ListItemButton onClick={() => setOpen(false)}>
                <ListItemIcon>{item.icon}</ListItemIcon>
                <ListItemText primary={item.label} />
              </ListItemButton>
            </ListItem>
          ))}
        </List>
      </SwipeableDrawer>
    </Box>
  );
}
