import Autocomplete from '@mui/joy/Autocomplete';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import { airports } from './data';

// groupBy expects the options sorted by group, otherwise the same heading appears several times.
const sorted = [...airports].sort((a, b) => a.region.localeCompare(b.region) || a.city.localeCompare(b.city));

export default function GroupedOptions() {
  return (
    <FormControl sx={{ width: 320, maxWidth: '100%' }}>
      <FormLabel>Connecting airport</FormLabel>
      <Autocomplete
        options={sorted}
        groupBy={(option) => option.region}
        getOptionLabel={(option) => `${option.city} (${option.code})`}
        placeholder="Search by city"
      />
    </FormControl>
  );
}
