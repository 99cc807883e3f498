import * as React from 'react';
import AppBar from '@mui/material/AppBar';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { styled } from '@mui/material/styles';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import EditIcon from '@mui/icons-material/Edit';
import SearchIcon from '@mui/icons-material/Search';

// A taller bar: icons at the top, the title on its own line at the bottom.
const TallToolbar = styled(Toolbar)(({ theme }) => ({
  alignItems: 'flex-start',
  paddingTop: theme.spacing(1),
  paddingBottom: theme.spacing(2),
  minHeight: 128,
}));

export default function ProminentAppBar() {
  return (
    <AppBar position="static" color="secondary">
      <TallToolbar>
        <IconButton size="large" edge="start" color="inherit" aria-label="Back to all notebooks" sx={{ mr: 2 }}>
          <ArrowBackIcon />
        </IconButton>
        <Typography variant="h5" component="h3" sx={{ flexGrow: 1, alignSelf: 'flex-end' }}>
          Garden journal
        </Typography>
        <IconButton size="large" color="inherit" aria-label="Search in notebook">
          <SearchIcon />
        </IconButton>
        <IconButton size="large" edge="end" color="inherit" aria-label="Edit notebook">
          <EditIcon />
        </IconButton>
      </TallToolbar>
    </AppBar>
  );
}
