import * as React from 'react';
import Autocomplete from '@mui/joy/Autocomplete';
import CircularProgress from '@mui/joy/CircularProgress';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import { people, type Person } from './data';

// Stands in for a request to your API: resolves after a second.
function fetchPeople(signal: AbortSignal): Promise<Person[]> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => resolve(people), 1000);
    signal.addEventListener('abort', () => {
      clearTimeout(timer);
      reject(new DOMException('Aborted', 'AbortError'));
    });
  });
}

export default function AsyncAutocomplete() {
  const [open, setOpen] = React.useState(false);
  const [options, setOptions] = React.useState<Person[]>([]);
  const [loaded, setLoaded] = React.useState(false);
  const loading = open && !loaded;

  React.useEffect(() => {
    if (!loading) {
      return undefined;
    }
    const controller = new AbortController();
    fetchPeople(controller.signal)
      .then((result) => {
        setOptions(result);
        setLoaded(true);
      })
      .catch(() => {});
    // Closing the list or leaving the page cancels the request.
    return () => controller.abort();
  }, [loading]);

  return (
    <FormControl sx={{ width: 320, maxWidth: '100%' }}>
      <FormLabel>Reviewer</FormLabel>
      <Autocomplete
        open={open}
        onOpen={() => setOpen(true)}
        onClose={() => setOpen(false)}
        options={options}
        loading={loading}
        loadingText="Loading the directory…"
        getOptionLabel={(option) => option.name}
        isOptionEqualToValue={(option, selected) => option.name === selected.name}
        placeholder="Open to load people"
        endDecorator={loading ? <CircularProgress size="sm" sx={{ bgcolor: 'background.surface' }} aria-label="Loading people" /> : null}
      />
    </FormControl>
  );
}
