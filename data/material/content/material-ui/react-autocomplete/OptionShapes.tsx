import Autocomplete from '@mui/material/Autocomplete';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';

// Objects with a `label` key work without any extra prop.
const offices = [
  { label: 'Lisbon', region: 'EMEA', id: 'off-lis' },
  { label: 'Nairobi', region: 'EMEA', id: 'off-nbo' },
  { label: 'Montréal', region: 'Americas', id: 'off-yul' },
  { label: 'Bogotá', region: 'Americas', id: 'off-bog' },
  { label: 'Osaka', region: 'APAC', id: 'off-osa' },
  { label: 'Auckland', region: 'APAC', id: 'off-akl' },
];

// Any other shape needs `getOptionLabel` to turn an option into text.
interface Airport {
  code: string;
  city: string;
}

const airports: Airport[] = [
  { code: 'LIS', city: 'Lisbon' },
  { code: 'NBO', city: 'Nairobi' },
  { code: 'YUL', city: 'Montréal' },
  { code: 'BOG', city: 'Bogotá' },
  { code: 'KIX', city: 'Osaka' },
  { code: 'AKL', city: 'Auckland' },
];

export default function OptionShapes() {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
      <Autocomplete
        id="option-shape-label"
        options={offices}
        sx={{ flex: 1, maxWidth: { sm: 280 } }}
        renderInput={(params) => <TextField {...params} label="Office" />}
      />
      <Autocomplete
        id="option-shape-custom"
        options={airports}
        getOptionLabel={(option) => `${option.city} (${option.code})`}
        sx={{ flex: 1, maxWidth: { sm: 280 } }}
        renderInput={(params) => <TextField {...params} label="Departure airport" />}
      />
    </Stack>
  );
}
