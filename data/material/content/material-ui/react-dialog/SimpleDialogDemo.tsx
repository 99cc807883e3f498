import * as React from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';

const themes = ['Light', 'Dark', 'Match system'];

export default function SimpleDialogDemo() {
  const [open, setOpen] = React.useState(false);
  const [theme, setTheme] = React.useState('Match system');

  const handlePick = (value: string) => {
    setTheme(value);
    setOpen(false);
  };

  return (
    <div>
      <Typography variant="body2" sx={{ mb: 1 }}>
        Current theme: {theme}
      </Typography>
      <Button variant="outlined" onClick={() => setOpen(true)}>
        Change theme
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)}>
        <DialogTitle>Choose a theme</DialogTitle>
        <List sx={{ pt: 0 }}>
          {themes.map((option) => (
            <ListItem key={option} disablePadding>
              <ListItemButton selected={option === theme} onClick={() => handlePick(option)}>
                <ListItemText primary={option} />
              </ListItemButton>
            </ListItem>
          ))}
        </List>
      </Dialog>
    </div>
  );
}
