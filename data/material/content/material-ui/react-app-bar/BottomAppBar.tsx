import * as React from 'react';
import AppBar from '@mui/material/AppBar';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Fab from '@mui/material/Fab';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemAvatar from '@mui/material/ListItemAvatar';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import Toolbar from '@mui/material/Toolbar';
import AddIcon from '@mui/icons-material/Add';
import MenuIcon from '@mui/icons-material/Menu';
import MoreIcon from '@mui/icons-material/MoreVert';
import SearchIcon from '@mui/icons-material/Search';

const notes = [
  { id: 1, author: 'Imani', initials: 'IO', text: 'Seed order placed: tomatoes, beans and two kinds of basil.' },
  { id: 2, author: 'Tomás', initials: 'TR', text: 'The east bed needs compost before we plant anything there.' },
  { id: 3, author: 'Mei', initials: 'ML', text: 'Water butt is full after the weekend rain.' },
  { id: 4, author: 'Imani', initials: 'IO', text: 'Who has the key to the tool shed this week?' },
  { id: 5, author: 'Jonas', initials: 'JB', text: 'I can take the Saturday watering shift.' },
  { id: 6, author: 'Mei', initials: 'ML', text: 'Slugs got the lettuce again. Copper tape next?' },
];

export default function BottomAppBar() {
  const [items, setItems] = React.useState(notes);

  const addNote = () =>
    setItems((current) => [
      { id: current.length + 1, author: 'You', initials: 'ME', text: `New note #${current.length - notes.length + 1}` },
      ...current,
    ]);

  return (
    <Box sx={{ position: 'relative', height: 380, overflow: 'hidden', border: 1, borderColor: 'divider', bgcolor: 'background.paper' }}>
      <Box sx={{ height: '100%', overflowY: 'auto', pb: 9 }} tabIndex={0} aria-label="Garden notes">
        <List subheader={<ListSubheader>Community garden notes</ListSubheader>}>
          {items.map((note) => (
            <ListItem key={note.id}>
              <ListItemAvatar>
                <Avatar aria-hidden>{note.initials}</Avatar>
              </ListItemAvatar>
              <ListItemText primary={note.author} secondary={note.text} />
            </ListItem>
          ))}
        </List>
      </Box>
      <AppBar position="absolute" color="primary" component="div" sx={{ top: 'auto', bottom: 0 }}>
        <Toolbar>
          <IconButton color="inherit" aria-label="Open navigation" edge="start">
            <MenuIcon />
          </IconButton>
          {/* The action sits in the middle, half above the bar. */}
          <Fab
            color="secondary"
            aria-label="Add a note"
            onClick={addNote}
            sx={{ position: 'absolute', zIndex: 1, top: -28, left: 0, right: 0, mx: 'auto' }}
          >
            <AddIcon />
          </Fab>
          <Box sx={{ flexGrow: 1 }} />
          <IconButton color="inherit" aria-label="Search notes">
            <SearchIcon />
          </IconButton>
          <IconButton color="inherit" aria-label="More options" edge="end">
            <MoreIcon />
          </IconButton>
        </Toolbar>
      </AppBar>
    </Box>
  );
}
