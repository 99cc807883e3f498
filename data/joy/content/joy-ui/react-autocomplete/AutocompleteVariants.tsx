import Autocomplete from '@mui/joy/Autocomplete';
import Stack from '@mui/joy/Stack';
import { departments } from './data';

export default function AutocompleteVariants() {
  return (
    <Stack spacing={2} sx={{ width: 300, maxWidth: '100%' }}>
      <Autocomplete variant="outlined" options={departments} placeholder="Outlined (default)" aria-label="Department, outlined" />
      <Autocomplete variant="soft" options={departments} placeholder="Soft" aria-label="Department, soft" />
      <Autocomplete variant="solid" options={departments} placeholder="Solid" aria-label="Department, solid" />
      <Autocomplete variant="plain" options={departments} placeholder="Plain" aria-label="Department, plain" />
    </Stack>
  );
}
