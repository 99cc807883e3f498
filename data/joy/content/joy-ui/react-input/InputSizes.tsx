import Input from '@mui/joy/Input';
import Stack from '@mui/joy/Stack';

export default function InputSizes() {
  return (
    <Stack spacing={1.5} sx={{ maxWidth: 320 }}>
      <Input size="sm" placeholder="Small: dense tables and toolbars" aria-label="Small input" />
      <Input size="md" placeholder="Medium: the default" aria-label="Medium input" />
      <Input size="lg" placeholder="Large: sign-in and hero forms" aria-label="Large input" />
    </Stack>
  );
}
