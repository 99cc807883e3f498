import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';

export default function TextFieldColors() {
  return (
    <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
      {/* `focused` keeps the focus style on, so the color shows without clicking. */}
      <TextField id="color-secondary" label="Secondary" color="secondary" focused defaultValue="Team notes" />
      <TextField id="color-success" label="Success" color="success" variant="filled" focused defaultValue="Verified" />
      <TextField id="color-warning" label="Warning" color="warning" variant="standard" focused defaultValue="Expires soon" />
    </Stack>
  );
}
