import * as React from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import CircularProgress from '@mui/material/CircularProgress';
import TextField from '@mui/material/TextField';

interface Warehouse {
  id: string;
  name: string;
}

// Stands in for a request to your API: resolves after a delay, no network involved.
function fetchWarehouses(): Promise<Warehouse[]> {
  return new Promise((resolve) => {
    setTimeout(() => {
      resolve([
        { id: 'wh-01', name: 'Rotterdam – Maasvlakte' },
        { id: 'wh-02', name: 'Leipzig – Schkeuditz' },
        { id: 'wh-03', name: 'Zaragoza – Plaza' },
        { id: 'wh-04', name: 'Poznań – Komorniki' },
        { id: 'wh-05', name: 'Ostrava – Mošnov' },
        { id: 'wh-06', name: 'Lyon – Saint-Quentin-Fallavier' },
      ]);
    }, 1500);
  });
}

export default function LoadOnOpen() {
  const [open, setOpen] = React.useState(false);
  const [options, setOptions] = React.useState<Warehouse[] | null>(null);
  const loading = open && options === null;

  React.useEffect(() => {
    if (!loading) {
      return undefined;
    }
    let active = true;
    fetchWarehouses().then((result) => {
      // Ignore the answer if the component has gone away in the meantime.
      if (active) {
        setOptions(result);
      }
    });
    return () => {
      active = false;
    };
  }, [loading]);

  return (
    <Autocomplete
      id="load-on-open-warehouse"
      open={open}
      onOpen={() => setOpen(true)}
      onClose={() => setOpen(false)}
      options={options ?? []}
      loading={loading}
      loadingText="Loading warehouses…"
      getOptionLabel={(option) => option.name}
      isOptionEqualToValue={(option, value) => option.id === value.id}
      sx={{ width: '100%', maxWidth: 340 }}
      renderInput={(params) => (
        <TextField
          {...params}
          label="Ship from warehouse"
          slotProps={{
            input: {
              ...params.InputProps,
              endAdornment: (
                <React.Fragment>
                  {loading ? <CircularProgress color="inherit" size={20} aria-label="Loading warehouses" /> : null}
                  {params.InputProps.endAdornment}
                </React.Fragment>
              ),
            },
          }}
        />
      )}
    />
  );
}
