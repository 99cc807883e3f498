import Autocomplete from '@mui/joy/Autocomplete';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import { departments } from './data';

export default function BasicAutocomplete() {
  return (
    <FormControl sx={{ width: 300, maxWidth: '100%' }}>
      <FormLabel>Department</FormLabel>
      <Autocomplete options={departments} placeholder="Type or pick a department" />
    </FormControl>
  );
}
