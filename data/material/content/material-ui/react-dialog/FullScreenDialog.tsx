import * as React from 'react';
import AppBar from '@mui/material/AppBar';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Slide, { SlideProps } from '@mui/material/Slide';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/Close';

const SlideUp = React.forwardRef<unknown, SlideProps>(function SlideUp(props, ref) {
  return <Slide direction="up" ref={ref} {...props} />;
});

export default function FullScreenDialog() {
  const [open, setOpen] = React.useState(false);

  const handleClose = () => {
    setOpen(false);
  };

  return (
    <React.Fragment>
      <Button variant="outlined" onClick={() => setOpen(true)}>
        Edit profile
      </Button>
      <Dialog fullScreen open={open} onClose={handleClose} slots={{ transition: SlideUp }} aria-labelledby="full-screen-dialog-title">
        <AppBar sx={{ position: 'relative' }}>
          <Toolbar>
            <IconButton edge="start" color="inherit" onClick={handleClose} aria-label="Close">
              <CloseIcon />
            </IconButton>
            <Typography id="full-screen-dialog-title" component="h2" variant="h6" sx={{ ml: 2, flex: 1 }}>
              Edit profile
            </Typography>
            <Button color="inherit" onClick={handleClose}>
              Save
            </Button>
          </Toolbar>
        </AppBar>
        <List>
          <ListItem divider>
            <ListItemText primary="Display name" secondary="Ada Lovelace" />
          </ListItem>
          <ListItem>
            <ListItemText primary="Time zone" secondary="Europe/London" />
          </ListItem>
        </List>
      </Dialog>
    </React.Fragment>
  );
}
