import * as React from 'react';
import Box from '@mui/joy/Box';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import Input from '@mui/joy/Input';
import List from '@mui/joy/List';
import ListItem from '@mui/joy/ListItem';
import Typography from '@mui/joy/Typography';
import SearchRounded from '@mui/icons-material/SearchRounded';

const articles = [
  'Resetting two-factor authentication',
  'Exporting invoices as CSV',
  'Inviting guests to a shared board',
  'Changing the billing currency',
  'Archiving a finished project',
  'Connecting a calendar feed',
  'Restoring a deleted file',
  'Setting working hours for a team',
];

// Returns a function that runs `callback` only once calls have stopped for `delay` ms.
function useDebouncedCallback<Args extends unknown[]>(callback: (...args: Args) => void, delay: number) {
  const timer = React.useRef<ReturnType<typeof setTimeout>>(undefined);
  React.useEffect(() => () => clearTimeout(timer.current), []);
  return React.useCallback(
    (...args: Args) => {
      clearTimeout(timer.current);
      timer.current = setTimeout(() => callback(...args), delay);
    },
    [callback, delay],
  );
}

export default function DebouncedInput() {
  const [query, setQuery] = React.useState('');
  const [searched, setSearched] = React.useState('');
  const [searches, setSearches] = React.useState(0);

  // This is where a request to your search endpoint would go.
  const search = React.useCallback((text: string) => {
    setSearched(text);
    if (text) {
      setSearches((count) => count + 1);
    }
  }, []);
  const debouncedSearch = useDebouncedCallback(search, 400);

  const results = searched ? articles.filter((title) => title.toLowerCase().includes(searched)) : [];

  return (
    <Box sx={{ maxWidth: 420 }}>
      <FormControl>
        <FormLabel>Search the help centre</FormLabel>
        <Input
          type="search"
          startDecorator={<SearchRounded />}
          placeholder="e.g. invoices"
          value={query}
          onChange={(event) => {
            setQuery(event.target.value);
            debouncedSearch(event.target.value.trim().toLowerCase());
          }}
        />
      </FormControl>
      <Typography role="status" level="body-xs" sx={{ mt: 1 }}>
        {searched
          ? `${results.length} result${results.length === 1 ? '' : 's'} for “${searched}” · searches sent: ${searches}`
          : `Results appear 400 ms after you stop typing · searches sent: ${searches}`}
      </Typography>
      {results.length > 0 && (
        <List size="sm" sx={{ mt: 0.5 }}>
          {results.map((title) => (
            <ListItem key={title}>{title}</ListItem>
          ))}
        </List>
      )}
    </Box>
  );
}
