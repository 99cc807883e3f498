import * as React from 'react';
import AppBar from '@mui/material/AppBar';
import Stack from '@mui/material/Stack';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';

export default function EnableColorOnDark() {
  return (
    <Stack spacing={2}>
      <AppBar position="static">
        <Toolbar>
          <Typography variant="h6" component="div">
            Default: dark surface in dark mode
          </Typography>
        </Toolbar>
      </AppBar>
      <AppBar position="static" enableColorOnDark>
        <Toolbar>
          <Typography variant="h6" component="div">
            enableColorOnDark: primary in both modes
          </Typography>
        </Toolbar>
      </AppBar>
    </Stack>
  );
}
