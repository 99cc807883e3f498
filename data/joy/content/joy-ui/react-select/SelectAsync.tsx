import * as React from 'react';
import CircularProgress from '@mui/joy/CircularProgress';
import FormControl from '@mui/joy/FormControl';
import FormHelperText from '@mui/joy/FormHelperText';
import FormLabel from '@mui/joy/FormLabel';
import Option from '@mui/joy/Option';
import Select from '@mui/joy/Select';

interface Warehouse {
  id: string;
  name: string;
}

// Stands in for a request to your API.
function fetchWarehouses(signal: AbortSignal) {
  return new Promise<Warehouse[]>((resolve, reject) => {
    const timer = setTimeout(
      () =>
        resolve([
          { id: 'rtm', name: 'Rotterdam North' },
          { id: 'lej', name: 'Leipzig Hub' },
          { id: 'bcn', name: 'Barcelona Port' },
          { id: 'gdn', name: 'Gdańsk East' },
        ]),
      1000,
    );
    signal.addEventListener('abort', () => {
      clearTimeout(timer);
      reject(new DOMException('Aborted', 'AbortError'));
    });
  });
}

export default function SelectAsync() {
  const [options, setOptions] = React.useState<Warehouse[] | null>(null);
  const [loading, setLoading] = React.useState(false);
  const controller = React.useRef<AbortController | null>(null);

  React.useEffect(() => () => controller.current?.abort(), []);

  const load = (open: boolean) => {
    if (!open || options || loading) {
      return;
    }
    setLoading(true);
    controller.current = new AbortController();
    fetchWarehouses(controller.current.signal)
      .then(setOptions)
      .catch(() => {})
      .finally(() => setLoading(false));
  };

  return (
    <FormControl sx={{ width: 260, maxWidth: '100%' }}>
      <FormLabel>Ship from</FormLabel>
      <Select
        placeholder="Choose a warehouse"
        onListboxOpenChange={load}
        endDecorator={
          loading ? <CircularProgress size="sm" aria-label="Loading warehouses" sx={{ '--CircularProgress-size': '18px' }} /> : null
        }
      >
        {options === null ? (
          <Option value="" disabled>
            {loading ? 'Loading…' : 'Open to load the list'}
          </Option>
        ) : (
          options.map((warehouse) => (
            <Option key={warehouse.id} value={warehouse.id}>
              {warehouse.name}
            </Option>
          ))
        )}
      </Select>
      <FormHelperText>The list is fetched the first time it opens, then kept.</FormHelperText>
    </FormControl>
  );
}
