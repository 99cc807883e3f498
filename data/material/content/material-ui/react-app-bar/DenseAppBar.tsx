import * as React from 'react';
import AppBar from '@mui/material/AppBar';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import MenuIcon from '@mui/icons-material/Menu';
import RefreshIcon from '@mui/icons-material/Refresh';

export default function DenseAppBar() {
  return (
    <AppBar position="static" color="default">
      <Toolbar variant="dense">
        <IconButton edge="start" color="inherit" aria-label="Open navigation" sx={{ mr: 1 }}>
          <MenuIcon />
        </IconButton>
        <Typography variant="subtitle1" component="div" sx={{ flexGrow: 1 }}>
          Build logs
        </Typography>
        <IconButton edge="end" color="inherit" aria-label="Refresh logs">
          <RefreshIcon />
        </IconButton>
      </Toolbar>
    </AppBar>
  );
}
