import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import SwipeableDrawer from '@mui/material/SwipeableDrawer';
import Typography from '@mui/material/Typography';

// How much of the drawer stays visible while it is closed.
const HANDLE_HEIGHT = 56;

const stops = [
  { name: 'Harbour Street', detail: 'Tram 4 · 2 min walk' },
  { name: 'Market Square', detail: 'Bus 12, 31 · 4 min walk' },
  { name: 'Old Mill', detail: 'Bus 31 · 6 min walk' },
  { name: 'Central Library', detail: 'Tram 2, 4 · 7 min walk' },
  { name: 'Riverside Park', detail: 'Bus 8 · 9 min walk' },
  { name: 'North Gate', detail: 'Tram 2 · 11 min walk' },
];

export default function SwipeableEdgeDrawer() {
  const [open, setOpen] = React.useState(false);
  const [frame, setFrame] = React.useState<HTMLDivElement | null>(null);

  return (
    <Box
      ref={setFrame}
      sx={{
        position: 'relative',
        height: 380,
        overflow: 'hidden',
        isolation: 'isolate',
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
        // A map-like background for the sheet to slide over.
        backgroundImage: 'repeating-linear-gradient(45deg, rgba(127,127,127,0.12) 0 2px, transparent 2px 24px)',
      }}
    >
      <Stack direction="row" spacing={1} sx={{ p: 2, alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          Map of the city centre
        </Typography>
        <Button size="small" variant="contained" onClick={() => setOpen(true)}>
          List stops
        </Button>
      </Stack>
      <SwipeableDrawer
        anchor="bottom"
        open={open}
        onOpen={() => setOpen(true)}
        onClose={() => setOpen(false)}
        swipeAreaWidth={HANDLE_HEIGHT}
        disableSwipeToOpen={false}
        // Keep the sheet in the DOM while closed, so that its handle can stay visible.
        keepMounted
        container={frame}
        sx={{ position: 'absolute' }}
        SwipeAreaProps={{ style: { position: 'absolute' } }}
        slotProps={{
          backdrop: { sx: { position: 'absolute' } },
          transition: { container: frame },
          paper: {
            'aria-label': 'Nearby stops',
            sx: { position: 'absolute', height: `calc(70% - ${HANDLE_HEIGHT}px)`, overflow: 'visible' },
          },
        }}
      >
        {/* The handle is part of the sheet, so it peeks out above the bottom edge while the sheet is closed. */}
        <Box
          sx={{
            position: 'absolute',
            top: -HANDLE_HEIGHT,
            left: 0,
            right: 0,
            height: HANDLE_HEIGHT,
            visibility: 'visible',
            display: 'flex',
            flexDirection: 'column',
            alignItems: 'center',
            justifyContent: 'center',
            gap: 0.75,
            bgcolor: 'background.paper',
            borderTopLeftRadius: 12,
            borderTopRightRadius: 12,
            boxShadow: '0 -2px 6px rgba(0,0,0,0.15)',
          }}
        >
          <Box sx={{ width: 32, height: 4, borderRadius: 2, bgcolor: 'text.disabled' }} />
          <Typography variant="subtitle2" component="p">
            {stops.length} stops nearby
          </Typography>
        </Box>
        <List dense sx={{ overflow: 'auto', height: '100%' }}>
          {stops.map((stop) => (
            <ListItem key={stop.name}>
              <ListItemText primary={stop.name} secondary={stop.detail} />
            </ListItem>
          ))}
        </List>
      </SwipeableDrawer>
    </Box>
  );
}
