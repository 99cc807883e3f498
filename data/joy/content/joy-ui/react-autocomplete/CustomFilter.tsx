import Autocomplete, { createFilterOptions } from '@mui/joy/Autocomplete';
import FormControl from '@mui/joy/FormControl';
import FormHelperText from '@mui/joy/FormHelperText';
import FormLabel from '@mui/joy/FormLabel';
import { airports, type Airport } from './data';

// Match the code or the city from their first letter, and show at most eight results.
const filterOptions = createFilterOptions<Airport>({
  matchFrom: 'start',
  stringify: (option) => `${option.code} ${option.city}`,
  limit: 8,
});

export default function CustomFilter() {
  return (
    <FormControl sx={{ width: 320, maxWidth: '100%' }}>
      <FormLabel>Arrival airport</FormLabel>
      <Autocomplete
        options={airports}
        filterOptions={filterOptions}
        getOptionLabel={(option) => `${option.code} · ${option.city}`}
        placeholder="Try “S” or “SIN”"
      />
      <FormHelperText>Matches from the start of the code; the city follows it in the searched text.</FormHelperText>
    </FormControl>
  );
}
