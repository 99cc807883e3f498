import * as React from 'react';
import Autocomplete from '@mui/joy/Autocomplete';
import FormControl from '@mui/joy/FormControl';
import FormHelperText from '@mui/joy/FormHelperText';
import FormLabel from '@mui/joy/FormLabel';
import { airports, type Airport } from './data';

// Stands in for a search endpoint: filters on the "server" and answers after 400 ms.
function searchAirports(query: string, signal: AbortSignal): Promise<Airport[]> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      const q = query.toLowerCase();
      resolve(airports.filter((airport) => `${airport.code} ${airport.city} ${airport.country}`.toLowerCase().includes(q)));
    }, 400);
    signal.addEventListener('abort', () => {
      clearTimeout(timer);
      reject(new DOMException('Aborted', 'AbortError'));
    });
  });
}

const label = (option: Airport) => `${option.city} (${option.code})`;

export default function ServerSearch() {
  const [value, setValue] = React.useState<Airport | null>(null);
  const [inputValue, setInputValue] = React.useState('');
  const [results, setResults] = React.useState<{ query: string; options: Airport[] }>({ query: '', options: [] });

  const query = inputValue.trim();
  // No request for fewer than two letters, nor for the label of the option just chosen.
  const searching = query.length >= 2 && !(value && query === label(value));
  const loading = searching && results.query !== query;
  const found = searching ? results.options : [];
  // The chosen value must stay among the options, or the Autocomplete warns that it is invalid.
  const options = value && !found.some((option) => option.code === value.code) ? [value, ...found] : found;

  React.useEffect(() => {
    if (!searching) {
      return undefined;
    }
    const controller = new AbortController();
    // Wait for a pause in typing (250 ms) before asking; a newer keystroke cancels this request.
    const debounce = setTimeout(() => {
      searchAirports(query, controller.signal)
        .then((answer) => setResults({ query, options: answer }))
        .catch(() => {});
    }, 250);
    return () => {
      clearTimeout(debounce);
      controller.abort();
    };
  }, [query, searching]);

  return (
    <FormControl sx={{ width: 340, maxWidth: '100%' }}>
      <FormLabel>Airport</FormLabel>
      <Autocomplete
        options={options}
        value={value}
        onChange={(event, newValue) => setValue(newValue)}
        inputValue={inputValue}
        onInputChange={(event, newInputValue) => setInputValue(newInputValue)}
        // The server has already filtered: show its answer as it is.
        filterOptions={(x) => x}
        getOptionLabel={label}
        isOptionEqualToValue={(option, selected) => option.code === selected.code}
        loading={loading}
        noOptionsText={query.length < 2 ? 'Type at least two letters' : 'No airport found'}
        placeholder="City, country or code"
      />
      <FormHelperText>Each pause in typing sends one search; older answers are cancelled.</FormHelperText>
    </FormControl>
  );
}
