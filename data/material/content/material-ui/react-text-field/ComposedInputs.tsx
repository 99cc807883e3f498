import FilledInput from '@mui/material/FilledInput';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import Input from '@mui/material/Input';
import InputAdornment from '@mui/material/InputAdornment';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';
import Stack from '@mui/material/Stack';

export default function ComposedInputs() {
  return (
    <Stack spacing={2} sx={{ maxWidth: 360 }}>
      <FormControl>
        <InputLabel htmlFor="composed-amount">Amount</InputLabel>
        <OutlinedInput
          id="composed-amount"
          label="Amount"
          startAdornment={<InputAdornment position="start">$</InputAdornment>}
          aria-describedby="composed-amount-help"
        />
        <FormHelperText id="composed-amount-help">Before tax.</FormHelperText>
      </FormControl>
      <FormControl variant="filled" error>
        <InputLabel htmlFor="composed-code">Promo code</InputLabel>
        <FilledInput id="composed-code" defaultValue="SPRING" aria-describedby="composed-code-help" />
        <FormHelperText id="composed-code-help">This code has expired.</FormHelperText>
      </FormControl>
      <FormControl variant="standard" disabled>
        <InputLabel htmlFor="composed-ref">Reference</InputLabel>
        <Input id="composed-ref" defaultValue="INV-0042" />
      </FormControl>
    </Stack>
  );
}
