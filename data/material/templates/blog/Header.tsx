import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/Close';
import MenuIcon from '@mui/icons-material/Menu';
import SearchIcon from '@mui/icons-material/Search';
import ColorModeToggle from './ColorModeToggle';
import { serif } from './theme';

/** The page's sections: this one-page demo's navigation jumps between them. */
const LINKS = [
  { href: '#latest', label: 'Latest' },
  { href: '#archive', label: 'Archive' },
  { href: '#newsletter', label: 'Newsletter' },
  { href: '#about', label: 'About' },
];

interface SearchFieldProps {
  value: string;
  onChange: (value: string) => void;
  onSubmit: () => void;
}

function SearchField({ value, onChange, onSubmit }: SearchFieldProps) {
  return (
    <Box
      component="form"
      role="search"
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
      sx={{ width: { xs: '100%', sm: 240 } }}
    >
      <TextField
        type="search"
        size="small"
        fullWidth
        placeholder="Search stories"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        slotProps={{
          htmlInput: { 'aria-label': 'Search stories' },
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <SearchIcon fontSize="small" />
              </InputAdornment>
            ),
          },
        }}
      />
    </Box>
  );
}

export function Wordmark() {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
      <Box component="svg" viewBox="0 0 28 28" aria-hidden="true" focusable="false" sx={{ width: 28, height: 28, color: 'primary.main' }}>
        {/* A piece of driftwood: three strokes with rounded ends. */}
        <path
          d="M3 19c6-1 10-6 22-9M6 23c5 0 9-3 13-4M10 12c3-2 6-3 9-3"
          fill="none"
          stroke="currentColor"
          strokeWidth="3"
          strokeLinecap="round"
        />
      </Box>
      <Typography component="span" sx={{ fontFamily: serif, fontWeight: 700, fontSize: '1.35rem', letterSpacing: '-0.01em' }}>
        Driftwood
      </Typography>
    </Box>
  );
}

export default function Header(props: SearchFieldProps) {
  const [menuOpen, setMenuOpen] = React.useState(false);

  return (
    // Sticky rather than fixed, so it stays in the page's flow.
    <Box
      component="header"
      sx={{ position: 'sticky', top: 0, zIndex: 'appBar', bgcolor: 'background.paper', borderBottom: 1, borderColor: 'divider' }}
    >
      <Box sx={{ maxWidth: 1200, mx: 'auto', px: { xs: 2, sm: 3 }, py: 1.5, display: 'flex', alignItems: 'center', gap: { xs: 1, md: 3 } }}>
        <Wordmark />
        <Box component="nav" aria-label="Main" sx={{ display: { xs: 'none', md: 'flex' }, gap: 0.5 }}>
          {LINKS.map((link) => (
            <Button key={link.href} href={link.href} color="inherit">
              {link.label}
            </Button>
          ))}
        </Box>
        <Box sx={{ flex: 1 }} />
        <Box sx={{ display: { xs: 'none', sm: 'block' } }}>
          <SearchField {...props} />
        </Box>
        <ColorModeToggle />
        <IconButton aria-label="Open menu" aria-haspopup="dialog" onClick={() => setMenuOpen(true)} sx={{ display: { md: 'none' } }}>
          <MenuIcon />
        </IconButton>
      </Box>
      {/* Phones: the search gets a row of its own. */}
      <Box sx={{ display: { sm: 'none' }, px: 2, pb: 1.5 }}>
        <SearchField {...props} />
      </Box>
      <Drawer anchor="right" open={menuOpen} onClose={() => setMenuOpen(false)} sx={{ display: { md: 'none' } }}>
        <Box sx={{ width: 260 }}>
          <Box sx={{ display: 'flex', justifyContent: 'flex-end', p: 1 }}>
            <IconButton aria-label="Close menu" onClick={() => setMenuOpen(false)}>
              <CloseIcon />
            </IconButton>
          </Box>
          <Box component="nav" aria-label="Main">
            <List>
              {LINKS.map((link) => (
                <ListItem key={link.href} disablePadding>
                  <ListItemButton component="a" href={link.href} onClick={() => setMenuOpen(false)} sx={{ px: 3, py: 1.5 }}>
                    <Typography sx={{ fontFamily: serif, fontSize: '1.25rem', fontWeight: 700 }}>{link.label}</Typography>
                  </ListItemButton>
                </ListItem>
              ))}
            </List>
          </Box>
        </Box>
      </Drawer>
    </Box>
  );
}
