import * as React from 'react';
import Autocomplete from '@mui/joy/Autocomplete';
import Box from '@mui/joy/Box';
import Typography from '@mui/joy/Typography';
import Search from '@mui/icons-material/Search';

const recentSearches = ['invoice 2041', 'refund policy', 'shipping to Norway', 'change billing email', 'export to CSV'];

export default function SearchInput() {
  const [submitted, setSubmitted] = React.useState('');

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1.5, width: 380, maxWidth: '100%' }}>
      <Box component="form" role="search" onSubmit={(event) => event.preventDefault()}>
        <Autocomplete
          freeSolo
          disableClearable
          options={recentSearches}
          placeholder="Search the help centre"
          aria-label="Search the help centre"
          type="search"
          startDecorator={<Search />}
          onChange={(event, value) => setSubmitted(value)}
        />
      </Box>
      <Typography level="body-sm" role="status">
        {submitted ? `Showing results for “${submitted}”.` : 'Type anything and press Enter, or pick a recent search.'}
      </Typography>
    </Box>
  );
}
