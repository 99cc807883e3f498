import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';

export default function MultilineTextFields() {
  return (
    <Stack spacing={2} sx={{ maxWidth: 480 }}>
      <TextField label="Release notes" multiline minRows={2} maxRows={6} placeholder="Grows as you type, up to six rows" />
      <TextField label="Fixed height" variant="filled" multiline rows={4} defaultValue={'Line one\nLine two\nLine three'} />
    </Stack>
  );
}
