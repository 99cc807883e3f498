import * as React from 'react';
import Box from '@mui/joy/Box';
import IconButton from '@mui/joy/IconButton';
import Input from '@mui/joy/Input';
import CloseRoundedIcon from '@mui/icons-material/CloseRounded';
import SearchRoundedIcon from '@mui/icons-material/SearchRounded';
import ColorSchemeToggle from './ColorSchemeToggle';
import Logo from './Logo';

interface HeaderProps {
  query: string;
  onQueryChange: (query: string) => void;
  searchRef: React.RefObject<HTMLInputElement | null>;
}

/** The product's name, the search (a row of its own on a phone) and the colour-scheme toggle. */
export default function Header({ query, onQueryChange, searchRef }: HeaderProps) {
  return (
    <Box component="header" sx={{ borderBottom: '1px solid', borderColor: 'divider', bgcolor: 'background.surface' }}>
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          justifyContent: 'space-between',
          columnGap: 3,
          rowGap: 1.5,
          // As wide as the page below, so the logo lines up with the title.
          maxWidth: 1600,
          mx: 'auto',
          px: { xs: 2, sm: 3, lg: 4 },
          py: 1.5,
        }}
      >
        <Logo />
        <Box
          component="form"
          role="search"
          onSubmit={(event: React.FormEvent) => event.preventDefault()}
          sx={{ order: { xs: 3, sm: 0 }, flex: { xs: '1 1 100%', sm: '1 1 auto' }, maxWidth: { sm: 520 } }}
        >
          <Input
            type="search"
            aria-label="Search people"
            placeholder="Search by name, role or skill"
            autoComplete="off"
            value={query}
            onChange={(event) => onQueryChange(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === 'Escape' && query) {
                onQueryChange('');
              }
            }}
            startDecorator={<SearchRoundedIcon />}
            endDecorator={
              query ? (
                <IconButton
                  size="sm"
                  variant="plain"
                  color="neutral"
                  aria-label="Clear search"
                  onClick={() => {
                    onQueryChange('');
                    searchRef.current?.focus();
                  }}
                >
                  <CloseRoundedIcon />
                </IconButton>
              ) : null
            }
            slotProps={{ input: { ref: searchRef } }}
            sx={{
              // The button above replaces the browser's own clear button, which not every browser draws.
              '& input::-webkit-search-cancel-button': { WebkitAppearance: 'none' },
            }}
          />
        </Box>
        <ColorSchemeToggle />
      </Box>
    </Box>
  );
}
