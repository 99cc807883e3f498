import * as React from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import SearchIcon from '@mui/icons-material/Search';

const helpArticles = [
  'Change your billing address',
  'Download past invoices',
  'Enable two-step verification',
  'Export your data as CSV',
  'Invite people to a workspace',
  'Reset a forgotten password',
  'Set up single sign-on',
  'Transfer workspace ownership',
  'Update notification settings',
  'Use keyboard shortcuts',
];

export default function SearchInput() {
  const [query, setQuery] = React.useState<string | null>(null);

  return (
    <Stack spacing={2} sx={{ width: '100%', maxWidth: 420 }}>
      <Autocomplete
        id="search-input-help"
        freeSolo
        disableClearable
        options={helpArticles}
        onChange={(_event, newValue) => setQuery(newValue)}
        renderInput={(params) => (
          <TextField
            {...params}
            label="Search the help center"
            slotProps={{
              input: {
                ...params.InputProps,
                type: 'search',
                startAdornment: (
                  <InputAdornment position="start">
                    <SearchIcon />
                  </InputAdornment>
                ),
              },
            }}
          />
        )}
      />
      <Typography variant="body2" sx={{ color: 'text.secondary' }} role="status">
        {query ? `Showing results for “${query}”` : 'Type a question and press Enter, or pick a suggested article.'}
      </Typography>
    </Stack>
  );
}
