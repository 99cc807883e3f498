import * as React from 'react';
import Box from '@mui/material/Box';
import Fab from '@mui/material/Fab';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Snackbar, { SnackbarCloseReason } from '@mui/material/Snackbar';
import AddIcon from '@mui/icons-material/Add';

const ideas = ['Buy stamps', 'Call the plumber', 'Book dentist', 'Water the ferns', 'Return library books'];

export default function FabSnackbar() {
  const [notes, setNotes] = React.useState(['Renew passport']);
  const [open, setOpen] = React.useState(false);

  const handleAdd = () => {
    setNotes((current) => [...current, ideas[(current.length - 1) % ideas.length]]);
    setOpen(true);
  };

  const handleClose = (event: React.SyntheticEvent | Event, reason?: SnackbarCloseReason) => {
    if (reason === 'clickaway') {
      return;
    }
    setOpen(false);
  };

  return (
    <Box
      sx={{
        position: 'relative',
        height: 300,
        maxWidth: 420,
        mx: 'auto',
        overflow: 'hidden',
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
      }}
    >
      <Box sx={{ height: '100%', overflowY: 'auto', pb: 10 }}>
        <List dense aria-label="Notes">
          {notes.map((note, index) => (
            <ListItem key={index}>
              <ListItemText primary={note} />
            </ListItem>
          ))}
        </List>
      </Box>
      <Fab color="primary" aria-label="Add note" onClick={handleAdd} sx={{ position: 'absolute', right: 16, bottom: 16 }}>
        <AddIcon />
      </Fab>
      <Snackbar
        open={open}
        autoHideDuration={3000}
        onClose={handleClose}
        message="Note added"
        // Lift the snackbar above the button (56 px tall, 16 px from the edge) so it never hides it.
        sx={{
          position: 'absolute',
          bottom: { xs: 88, sm: 88 },
          left: { xs: 16, sm: 16 },
          right: { xs: 16, sm: 16 },
        }}
      />
    </Box>
  );
}
