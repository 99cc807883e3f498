import * as React from 'react';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import InputBase from '@mui/material/InputBase';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ClearIcon from '@mui/icons-material/Clear';
import SearchIcon from '@mui/icons-material/Search';
import TitleIcon from '@mui/icons-material/Title';

export default function CustomSearchInput() {
  const [query, setQuery] = React.useState('');
  const [searched, setSearched] = React.useState('');
  const [titlesOnly, setTitlesOnly] = React.useState(false);
  const inputRef = React.useRef<HTMLInputElement>(null);

  return (
    <Stack spacing={1.5} sx={{ maxWidth: 420 }}>
      <Paper
        component="form"
        role="search"
        variant="outlined"
        onSubmit={(event: React.FormEvent<HTMLFormElement>) => {
          event.preventDefault();
          setSearched(query.trim());
        }}
        sx={{
          display: 'flex',
          alignItems: 'center',
          px: 0.5,
          borderRadius: 6,
          // A visible focus ring on the whole bar while the input has focus.
          '&:focus-within': { outline: 2, outlineColor: 'primary.main', outlineOffset: 1 },
        }}
      >
        <IconButton type="submit" aria-label="Search">
          <SearchIcon />
        </IconButton>
        <InputBase
          inputRef={inputRef}
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          placeholder="Search the help center"
          sx={{ flex: 1, ml: 0.5 }}
          inputProps={{ 'aria-label': 'Search the help center', type: 'search' }}
        />
        {query ? (
          <IconButton
            aria-label="Clear search"
            onClick={() => {
              setQuery('');
              inputRef.current?.focus();
            }}
          >
            <ClearIcon />
          </IconButton>
        ) : null}
        <Divider orientation="vertical" flexItem sx={{ my: 1, mx: 0.5 }} />
        <IconButton
          aria-label="Search titles only"
          aria-pressed={titlesOnly}
          color={titlesOnly ? 'primary' : 'default'}
          onClick={() => setTitlesOnly((prev) => !prev)}
        >
          <TitleIcon />
        </IconButton>
      </Paper>
      <Typography variant="body2" role="status">
        {searched
          ? `Showing results for “${searched}” in ${titlesOnly ? 'titles only' : 'all articles'}.`
          : 'Press Enter or the search button.'}
      </Typography>
    </Stack>
  );
}
