import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';

export default function BasicTextFields() {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
      <TextField id="basic-outlined" label="Outlined" variant="outlined" />
      <TextField id="basic-filled" label="Filled" variant="filled" />
      <TextField id="basic-standard" label="Standard" variant="standard" />
    </Stack>
  );
}
