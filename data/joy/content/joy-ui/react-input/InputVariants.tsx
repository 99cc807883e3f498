import Input from '@mui/joy/Input';
import Stack from '@mui/joy/Stack';

export default function InputVariants() {
  return (
    <Stack spacing={1.5} sx={{ maxWidth: 320 }}>
      <Input variant="outlined" placeholder="Outlined (default)" aria-label="Outlined input" />
      <Input variant="soft" placeholder="Soft" aria-label="Soft input" />
      <Input variant="plain" placeholder="Plain" aria-label="Plain input" />
      <Input variant="solid" placeholder="Solid" aria-label="Solid input" />
    </Stack>
  );
}
