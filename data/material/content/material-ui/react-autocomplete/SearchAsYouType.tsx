import * as React from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import PlaceOutlinedIcon from '@mui/icons-material/PlaceOutlined';

interface Address {
  id: number;
  street: string;
  locality: string;
}

const ADDRESS_BOOK: Address[] = [
  { id: 1, street: '14 Rua das Flores', locality: '1200-195 Lisboa, Portugal' },
  { id: 2, street: '220 Rue Saint-Paul Ouest', locality: 'Montréal, QC H2Y 2A4, Canada' },
  { id: 3, street: '8 Harbour Street', locality: 'Whitby YO22 4BH, United Kingdom' },
  { id: 4, street: '51 Kloof Street', locality: 'Cape Town 8001, South Africa' },
  { id: 5, street: '3-12 Nishiki-koji', locality: 'Kyoto 604-8054, Japan' },
  { id: 6, street: '77 Ponsonby Road', locality: 'Auckland 1011, New Zealand' },
  { id: 7, street: 'Calle de la Palma 29', locality: '28004 Madrid, Spain' },
  { id: 8, street: 'Harbour Road 5', locality: '9008 Tromsø, Norway' },
  { id: 9, street: '410 Market Street', locality: 'Chattanooga, TN 37402, United States' },
  { id: 10, street: 'Rua Augusta 1500', locality: 'São Paulo, SP 01304-001, Brazil' },
  { id: 11, street: 'Kastanienallee 12', locality: '10435 Berlin, Germany' },
  { id: 12, street: '18 Flower Market Road', locality: 'Mong Kok, Hong Kong' },
  { id: 13, street: 'Avenida Reforma 222', locality: '06600 Ciudad de México, Mexico' },
  { id: 14, street: '9 Marine Parade', locality: 'Napier 4110, New Zealand' },
  { id: 15, street: 'Ulica Floriańska 3', locality: '31-019 Kraków, Poland' },
  { id: 16, street: '60 Kenyatta Avenue', locality: 'Nairobi 00100, Kenya' },
  { id: 17, street: 'Via della Spiga 8', locality: '20121 Milano, Italy' },
  { id: 18, street: '125 Harbour Esplanade', locality: 'Docklands VIC 3008, Australia' },
];

// Stands in for a geocoding API: filters on the "server" and answers after 300–900 ms.
function searchAddresses(query: string): Promise<Address[]> {
  const needle = query.trim().toLowerCase();
  return new Promise((resolve) => {
    setTimeout(
      () => {
        resolve(ADDRESS_BOOK.filter((address) => `${address.street}, ${address.locality}`.toLowerCase().includes(needle)).slice(0, 6));
      },
      300 + Math.random() * 600,
    );
  });
}

const addressLabel = (address: Address) => `${address.street}, ${address.locality}`;

export default function SearchAsYouType() {
  const [value, setValue] = React.useState<Address | null>(null);
  const [inputValue, setInputValue] = React.useState('');
  // The latest answer and the query it belongs to.
  const [results, setResults] = React.useState<{ query: string; items: Address[] }>({ query: '', items: [] });

  const query = inputValue.trim();
  // No request for one letter, nor for the label of the address just chosen.
  const shouldSearch = query.length >= 2 && !(value && inputValue === addressLabel(value));
  const loading = shouldSearch && results.query !== query;
  const found = shouldSearch ? results.items : [];
  // Keep the chosen address among the options so the value stays valid while results change.
  const options = value && !found.some((address) => address.id === value.id) ? [value, ...found] : found;

  React.useEffect(() => {
    if (!shouldSearch) {
      return undefined;
    }
    let active = true;
    // Wait for a short pause in typing before sending the request.
    const timer = setTimeout(() => {
      searchAddresses(query).then((items) => {
        // A slower, older request must not overwrite the answer to a newer one.
        if (active) {
          setResults({ query, items });
        }
      });
    }, 250);
    return () => {
      active = false;
      clearTimeout(timer);
    };
  }, [query, shouldSearch]);

  return (
    <Stack spacing={2} sx={{ width: '100%', maxWidth: 420 }}>
      <Autocomplete
        id="search-as-you-type-address"
        options={options}
        value={value}
        onChange={(_event, newValue) => setValue(newValue)}
        onInputChange={(_event, newInputValue) => setInputValue(newInputValue)}
        // The "server" already filtered the list; don't filter it again.
        filterOptions={(x) => x}
        getOptionLabel={addressLabel}
        isOptionEqualToValue={(option, selected) => option.id === selected.id}
        autoComplete
        includeInputInList
        filterSelectedOptions
        loading={loading}
        noOptionsText={query.length < 2 ? 'Type at least two characters' : 'No matching address'}
        renderOption={(props, option) => {
          const { key, ...optionProps } = props;
          return (
            <li key={key} {...optionProps}>
              <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', minWidth: 0 }}>
                <PlaceOutlinedIcon sx={{ color: 'text.secondary' }} />
                <div>
                  <Typography variant="body2">{option.street}</Typography>
                  <Typography variant="caption" sx={{ color: 'text.secondary' }}>
                    {option.locality}
                  </Typography>
                </div>
              </Stack>
            </li>
          );
        }}
        renderInput={(params) => (
          <TextField
            {...params}
            label="Delivery address"
            placeholder="Try “harbour” or “rua”"
            slotProps={{
              input: {
                ...params.InputProps,
                endAdornment: (
                  <React.Fragment>
                    {loading ? <CircularProgress color="inherit" size={20} aria-label="Searching addresses" /> : null}
                    {params.InputProps.endAdornment}
                  </React.Fragment>
                ),
              },
            }}
          />
        )}
      />
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {value ? `Deliver to ${value.street}, ${value.locality}` : 'No address chosen.'}
      </Typography>
    </Stack>
  );
}
