import Checkbox from '@mui/material/Checkbox';
import Stack from '@mui/material/Stack';

export default function BasicCheckboxes() {
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
      <Checkbox defaultChecked slotProps={{ input: { 'aria-label': 'Select the March report' } }} />
      <Checkbox slotProps={{ input: { 'aria-label': 'Select the April report' } }} />
      <Checkbox disabled slotProps={{ input: { 'aria-label': 'Select the May report (still being generated)' } }} />
      <Checkbox disabled checked slotProps={{ input: { 'aria-label': 'Select the February report (already archived)' } }} />
    </Stack>
  );
}
