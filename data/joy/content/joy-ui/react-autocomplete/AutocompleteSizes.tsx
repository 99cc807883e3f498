import Autocomplete from '@mui/joy/Autocomplete';
import Stack from '@mui/joy/Stack';
import { departments } from './data';

export default function AutocompleteSizes() {
  return (
    <Stack spacing={2} sx={{ width: 300, maxWidth: '100%' }}>
      <Autocomplete size="sm" options={departments} placeholder="Small" aria-label="Department, small" />
      <Autocomplete size="md" options={departments} placeholder="Medium" aria-label="Department, medium" />
      <Autocomplete size="lg" options={departments} placeholder="Large" aria-label="Department, large" />
    </Stack>
  );
}
