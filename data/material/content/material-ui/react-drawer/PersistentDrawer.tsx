import * as React from 'react';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import MenuIcon from '@mui/icons-material/Menu';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';

const DRAWER_WIDTH = 200;

const chapters = ['Introduction', 'Installation', 'Configuration', 'Deployment', 'Troubleshooting'];

export default function PersistentDrawer() {
  const [open, setOpen] = React.useState(true);
  const [chapter, setChapter] = React.useState('Introduction');

  return (
    <Box
      sx={{ position: 'relative', display: 'flex', height: 340, overflow: 'hidden', border: 1, borderColor: 'divider', borderRadius: 1 }}
    >
      <AppBar
        position="absolute"
        sx={(theme) => ({
          transition: theme.transitions.create(['width', 'margin'], { duration: theme.transitions.duration.leavingScreen }),
          ...(open && { width: { sm: `calc(100% - ${DRAWER_WIDTH}px)` }, ml: { sm: `${DRAWER_WIDTH}px` } }),
          '@media (prefers-reduced-motion: reduce)': { transition: 'none' },
        })}
      >
        <Toolbar>
          <IconButton
            color="inherit"
            edge="start"
            aria-label="Show table of contents"
            aria-expanded={open}
            onClick={() => setOpen(true)}
            sx={{ mr: 2, display: open ? 'none' : 'inline-flex' }}
          >
            <MenuIcon />
          </IconButton>
          <Typography variant="h6" component="p" noWrap>
            {chapter}
          </Typography>
        </Toolbar>
      </AppBar>
      <Drawer
        variant="persistent"
        anchor="left"
        open={open}
        sx={{ flexShrink: 0, width: DRAWER_WIDTH }}
        slotProps={{ paper: { sx: { position: 'absolute', width: DRAWER_WIDTH }, component: 'nav', 'aria-label': 'Table of contents' } }}
      >
        <Toolbar sx={{ justifyContent: 'space-between' }}>
          <Typography variant="subtitle1" component="p" sx={{ fontWeight: 600 }}>
            Handbook
          </Typography>
          <IconButton edge="end" aria-label="Hide table of contents" onClick={() => setOpen(false)}>
            <ChevronLeftIcon />
          </IconButton>
        </Toolbar>
        <Divider />
        <List dense subheader={<ListSubheader>Chapters</ListSubheader>}>
          {chapters.map((label) => (
            <ListItem key={label} disablePadding>
              <ListItemButton selected={chapter === label} onClick={() => setChapter(label)}>
                <ListItemText primary={label} />
              </ListItemButton>
            </ListItem>
          ))}
        </List>
      </Drawer>
      <Box
        component="main"
        sx={(theme) => ({
          flexGrow: 1,
          minWidth: 0,
          p: 2,
          overflow: 'auto',
          // The drawer keeps its place in the row while it slides away; a negative margin lets the content take it over.
          ml: open ? 0 : `-${DRAWER_WIDTH}px`,
          transition: theme.transitions.create('margin', { duration: theme.transitions.duration.leavingScreen }),
          '@media (prefers-reduced-motion: reduce)': { transition: 'none' },
        })}
      >
        <Toolbar />
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          The table of contents sits beside the page instead of over it, so you can read and navigate at the same time. Hide it with the
          chevron to give the text the full width; it stays closed until you open it again.
        </Typography>
      </Box>
    </Box>
  );
}
