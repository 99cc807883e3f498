import Autocomplete from '@mui/joy/Autocomplete';
import FormControl from '@mui/joy/FormControl';
import FormHelperText from '@mui/joy/FormHelperText';
import FormLabel from '@mui/joy/FormLabel';
import Stack from '@mui/joy/Stack';
import { departments } from './data';

export default function AutocompleteStates() {
  return (
    <Stack spacing={2} sx={{ width: 320, maxWidth: '100%' }}>
      <FormControl disabled>
        <FormLabel>Department (disabled)</FormLabel>
        <Autocomplete options={departments} defaultValue="Finance" />
        <FormHelperText>Locked while the budget is under review.</FormHelperText>
      </FormControl>
      <FormControl>
        <FormLabel>Department (read only)</FormLabel>
        <Autocomplete readOnly options={departments} defaultValue="Legal" />
        <FormHelperText>Set by your manager; you can still select and copy it.</FormHelperText>
      </FormControl>
    </Stack>
  );
}
