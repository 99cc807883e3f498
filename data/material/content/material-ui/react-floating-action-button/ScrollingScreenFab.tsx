import * as React from 'react';
import Box from '@mui/material/Box';
import Fab from '@mui/material/Fab';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';

const lists = [
  { name: 'Weekly groceries', items: 18 },
  { name: 'Hardware store', items: 6 },
  { name: 'Birthday party', items: 12 },
  { name: 'Camping trip', items: 24 },
  { name: 'Pharmacy', items: 3 },
  { name: 'Office supplies', items: 9 },
  { name: 'Garden centre', items: 7 },
  { name: 'Farmers market', items: 11 },
  { name: 'Pet shop', items: 4 },
  { name: 'Bakery order', items: 5 },
];

export default function ScrollingScreenFab() {
  const [collapsed, setCollapsed] = React.useState(false);

  return (
    // The "screen": relative, so the FAB is placed against it rather than against the page.
    <Paper variant="outlined" sx={{ position: 'relative', maxWidth: 360, height: 320, mx: 'auto', overflow: 'hidden' }}>
      <Box onScroll={(event) => setCollapsed(event.currentTarget.scrollTop > 24)} sx={{ height: '100%', overflowY: 'auto' }}>
        <Typography variant="subtitle1" component="h3" sx={{ px: 2, pt: 2, fontWeight: 600 }}>
          Shopping lists
        </Typography>
        {/* Bottom padding keeps the last row clear of the button. */}
        <List sx={{ pb: 10 }}>
          {lists.map((list) => (
            <ListItem key={list.name} disablePadding>
              <ListItemButton>
                <ListItemText primary={list.name} secondary={`${list.items} items`} />
              </ListItemButton>
            </ListItem>
          ))}
        </List>
      </Box>
      <Fab
        color="primary"
        variant={collapsed ? 'circular' : 'extended'}
        // The name stays the same whether or not the label is shown.
        aria-label="New list"
        sx={{ position: 'absolute', bottom: 16, right: 16 }}
      >
        <AddIcon sx={collapsed ? undefined : { mr: 1 }} />
        {!collapsed && 'New list'}
      </Fab>
    </Paper>
  );
}
