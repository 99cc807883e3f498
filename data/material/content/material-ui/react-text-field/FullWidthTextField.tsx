import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';

export default function FullWidthTextField() {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: 2, maxWidth: 560 }}>
      <TextField id="full-width-address" label="Street address" autoComplete="street-address" fullWidth />
      <TextField
        id="auto-width-postcode"
        label="Postcode"
        autoComplete="postal-code"
        helperText="Without fullWidth: the field keeps its own width."
      />
    </Box>
  );
}
