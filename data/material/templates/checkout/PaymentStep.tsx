import Alert from '@mui/material/Alert';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Grid from '@mui/material/Grid';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import CreditCardIcon from '@mui/icons-material/CreditCard';
import type { Form } from './useForm';
import { formatCardNumber, formatCvc, formatExpiry, type PaymentValues } from './validation';

interface PaymentStepProps {
  form: Form<PaymentValues>;
  saveCard: boolean;
  onSaveCardChange: (save: boolean) => void;
}

export default function PaymentStep({ form, saveCard, onSaveCardChange }: PaymentStepProps) {
  const { field } = form;
  return (
    <Grid container spacing={2}>
      <Grid size={12}>
        <Alert severity="info" variant="outlined">
          Demo: use the test number 4242 4242 4242 4242 with any future date and any three digits. Nothing is charged.
        </Alert>
      </Grid>
      <Grid size={12}>
        <TextField label="Name on card" autoComplete="cc-name" required fullWidth {...field('cardName')} />
      </Grid>
      <Grid size={12}>
        <TextField
          label="Card number"
          autoComplete="cc-number"
          required
          fullWidth
          {...field('cardNumber', formatCardNumber)}
          slotProps={{
            htmlInput: { inputMode: 'numeric' },
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <CreditCardIcon />
                </InputAdornment>
              ),
            },
          }}
        />
      </Grid>
      <Grid size={{ xs: 6 }}>
        <TextField
          label="Expiry (MM / YY)"
          autoComplete="cc-exp"
          required
          fullWidth
          {...field('expiry', formatExpiry)}
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
        />
      </Grid>
      <Grid size={{ xs: 6 }}>
        <TextField
          label="Security code"
          autoComplete="cc-csc"
          required
          fullWidth
          {...field('cvc', formatCvc)}
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
        />
      </Grid>
      <Grid size={12}>
        <FormControlLabel
          control={<Checkbox checked={saveCard} onChange={(event) => onSaveCardChange(event.target.checked)} />}
          label="Save this card for my next order"
        />
      </Grid>
    </Grid>
  );
}
