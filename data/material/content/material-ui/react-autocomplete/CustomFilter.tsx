import Autocomplete, { createFilterOptions } from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';

interface Airport {
  code: string;
  city: string;
  name: string;
}

const airports: Airport[] = [
  { code: 'ADD', city: 'Addis Ababa', name: 'Bole International' },
  { code: 'BCN', city: 'Barcelona', name: 'Josep Tarradellas Barcelona–El Prat' },
  { code: 'BLR', city: 'Bengaluru', name: 'Kempegowda International' },
  { code: 'BOG', city: 'Bogotá', name: 'El Dorado International' },
  { code: 'CPT', city: 'Cape Town', name: 'Cape Town International' },
  { code: 'DEN', city: 'Denver', name: 'Denver International' },
  { code: 'HEL', city: 'Helsinki', name: 'Helsinki-Vantaa' },
  { code: 'ICN', city: 'Seoul', name: 'Incheon International' },
  { code: 'LIM', city: 'Lima', name: 'Jorge Chávez International' },
  { code: 'MEL', city: 'Melbourne', name: 'Melbourne Tullamarine' },
  { code: 'OSL', city: 'Oslo', name: 'Oslo Gardermoen' },
  { code: 'SIN', city: 'Singapore', name: 'Changi' },
  { code: 'YVR', city: 'Vancouver', name: 'Vancouver International' },
];

// Only the start of the city name counts: "b" finds Barcelona, Bengaluru and Bogotá, not Lima.
const filterFromStart = createFilterOptions<Airport>({
  matchFrom: 'start',
  stringify: (option) => option.city,
});

// Searches code, city and airport name together, and shows at most five results.
const filterAllFields = createFilterOptions<Airport>({
  stringify: (option) => `${option.code} ${option.city} ${option.name}`,
  limit: 5,
});

function renderAirport(props: React.HTMLAttributes<HTMLLIElement> & { key: React.Key }, option: Airport) {
  const { key, ...optionProps } = props;
  return (
    <li key={key} {...optionProps}>
      <Box component="span" sx={{ fontFamily: 'monospace', fontWeight: 700, mr: 1.5 }}>
        {option.code}
      </Box>
      <span>
        {option.city}{' '}
        <Box component="span" sx={{ color: 'text.secondary', fontSize: 14 }}>
          {option.name}
        </Box>
      </span>
    </li>
  );
}

export default function CustomFilter() {
  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
      <Autocomplete
        id="custom-filter-start"
        options={airports}
        filterOptions={filterFromStart}
        getOptionLabel={(option) => `${option.city} (${option.code})`}
        renderOption={renderAirport}
        sx={{ flex: 1, maxWidth: { md: 340 } }}
        renderInput={(params) => <TextField {...params} label="City starts with" />}
      />
      <Autocomplete
        id="custom-filter-fields"
        options={airports}
        filterOptions={filterAllFields}
        getOptionLabel={(option) => `${option.city} (${option.code})`}
        renderOption={renderAirport}
        sx={{ flex: 1, maxWidth: { md: 340 } }}
        renderInput={(params) => <TextField {...params} label="Code, city or airport" />}
      />
    </Stack>
  );
}
