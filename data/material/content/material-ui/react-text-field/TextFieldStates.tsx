import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';

export default function TextFieldStates() {
  return (
    <Stack spacing={2} sx={{ maxWidth: 360 }}>
      <TextField required label="Full name" defaultValue="Ada Lovelace" />
      <TextField disabled label="Account ID" defaultValue="ACC-20931" />
      <TextField label="Plan" defaultValue="Team (annual)" slotProps={{ input: { readOnly: true } }} />
      <TextField label="Password" type="password" autoComplete="current-password" />
      <TextField label="Seats" type="number" defaultValue={5} slotProps={{ htmlInput: { min: 1, max: 50 } }} />
      <TextField label="Search members" type="search" size="small" />
    </Stack>
  );
}
