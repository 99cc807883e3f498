import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import OutlinedInput from '@mui/material/OutlinedInput';
import Toolbar from '@mui/material/Toolbar';
import MenuIcon from '@mui/icons-material/Menu';
import SearchIcon from '@mui/icons-material/Search';
import AccountMenu from './AccountMenu';
import ColorModeToggle from './ColorModeToggle';

interface HeaderProps {
  search: string;
  onSearchChange: (value: string) => void;
  /** Enter in the search field: show the results. */
  onSearchSubmit: () => void;
  onMenuClick: () => void;
  onAction: (message: string) => void;
}

export default function Header({ search, onSearchChange, onSearchSubmit, onMenuClick, onAction }: HeaderProps) {
  return (
    // Sticky, not fixed: the bar stays in the page's flow under anything drawn above it.
    <AppBar position="sticky">
      <Toolbar sx={{ gap: { xs: 1, sm: 2 } }}>
        <IconButton edge="start" aria-label="Open navigation" onClick={onMenuClick} sx={{ display: { md: 'none' } }}>
          <MenuIcon />
        </IconButton>
        <Box
          component="form"
          role="search"
          onSubmit={(event) => {
            event.preventDefault();
            onSearchSubmit();
          }}
          sx={{ flex: 1, minWidth: 0, maxWidth: 420 }}
        >
          <OutlinedInput
            type="search"
            size="small"
            fullWidth
            value={search}
            onChange={(event) => onSearchChange(event.target.value)}
            placeholder="Search orders"
            inputProps={{ 'aria-label': 'Search orders by customer or order number' }}
            startAdornment={
              <InputAdornment position="start">
                <SearchIcon fontSize="small" />
              </InputAdornment>
            }
          />
        </Box>
        <Box sx={{ flex: { xs: 0, md: 1 } }} />
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
          <ColorModeToggle />
          <AccountMenu onAction={onAction} />
        </Box>
      </Toolbar>
    </AppBar>
  );
}
