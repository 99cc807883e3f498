import * as React from 'react';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import InputBase from '@mui/material/InputBase';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { styled } from '@mui/material/styles';
import MenuIcon from '@mui/icons-material/Menu';
import SearchIcon from '@mui/icons-material/Search';

const recipes = ['Lentil soup', 'Lemon tart', 'Leek and potato gratin', 'Mushroom risotto', 'Spinach pancakes'];

// A translucent field that widens on focus; white text on the bar's color.
const SearchField = styled('div')(({ theme }) => ({
  position: 'relative',
  borderRadius: theme.shape.borderRadius,
  backgroundColor: 'rgba(255, 255, 255, 0.15)',
  '&:hover': { backgroundColor: 'rgba(255, 255, 255, 0.25)' },
  '&:focus-within': { outline: '2px solid currentColor', outlineOffset: 1 },
  marginLeft: 'auto',
  width: '100%',
  [theme.breakpoints.up('sm')]: { width: 'auto' },
}));

const SearchIconWrapper = styled('div')(({ theme }) => ({
  padding: theme.spacing(0, 1.5),
  height: '100%',
  position: 'absolute',
  pointerEvents: 'none',
  display: 'flex',
  alignItems: 'center',
}));

const SearchInput = styled(InputBase)(({ theme }) => ({
  color: 'inherit',
  width: '100%',
  '& .MuiInputBase-input': {
    padding: theme.spacing(1, 1, 1, 0),
    paddingLeft: `calc(1em + ${theme.spacing(3.5)})`,
    transition: theme.transitions.create('width'),
    [theme.breakpoints.up('sm')]: { width: '14ch', '&:focus': { width: '22ch' } },
    '@media (prefers-reduced-motion: reduce)': { transition: 'none' },
  },
}));

export default function SearchAppBar() {
  const [query, setQuery] = React.useState('');
  const matches = query.trim() ? recipes.filter((recipe) => recipe.toLowerCase().includes(query.trim().toLowerCase())) : [];

  return (
    <Box>
      <AppBar position="static">
        <Toolbar sx={{ gap: 1 }}>
          <IconButton size="large" edge="start" color="inherit" aria-label="Open navigation">
            <MenuIcon />
          </IconButton>
          <Typography variant="h6" component="div" noWrap sx={{ display: { xs: 'none', sm: 'block' } }}>
            Recipe box
          </Typography>
          <SearchField role="search">
            <SearchIconWrapper>
              <SearchIcon />
            </SearchIconWrapper>
            <SearchInput
              placeholder="Search recipes…"
              value={query}
              onChange={(event) => setQuery(event.target.value)}
              inputProps={{ 'aria-label': 'Search recipes', type: 'search' }}
            />
          </SearchField>
        </Toolbar>
      </AppBar>
      <Typography variant="body2" role="status" sx={{ p: 2, color: 'text.secondary' }}>
        {query.trim()
          ? `${matches.length} result${matches.length === 1 ? '' : 's'}${matches.length ? `: ${matches.join(', ')}` : ''}`
          : 'Type to search, for example "le".'}
      </Typography>
    </Box>
  );
}
