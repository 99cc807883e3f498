import * as React from 'react';
import { useForm } from 'react-hook-form';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';

interface ShippingForm {
  street: string;
  postcode: string;
  quantity: number;
}

export default function ReactHookFormRegister() {
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<ShippingForm>({ defaultValues: { street: '', postcode: '', quantity: 1 } });
  const [submitted, setSubmitted] = React.useState<ShippingForm | null>(null);

  const onSubmit = async (values: ShippingForm) => {
    // Stands in for a request to a server.
    await new Promise((resolve) => setTimeout(resolve, 600));
    setSubmitted(values);
  };

  // register() returns { name, onChange, onBlur, ref }; TextField wants the ref on the <input>.
  const { ref: streetRef, ...street } = register('street', { required: 'Enter a street and number.' });
  const { ref: postcodeRef, ...postcode } = register('postcode', {
    required: 'Enter a postcode.',
    pattern: { value: /^[0-9]{4,6}$/, message: 'Use 4 to 6 digits.' },
  });
  const { ref: quantityRef, ...quantity } = register('quantity', {
    valueAsNumber: true,
    min: { value: 1, message: 'Order at least 1.' },
    max: { value: 20, message: 'Up to 20 per order.' },
  });

  return (
    <Box component="form" noValidate onSubmit={handleSubmit(onSubmit)} sx={{ maxWidth: 400 }}>
      <Stack spacing={2}>
        <TextField
          {...street}
          inputRef={streetRef}
          id="rhf-register-street"
          label="Street and number"
          autoComplete="address-line1"
          required
          error={Boolean(errors.street)}
          helperText={errors.street?.message}
        />
        <Stack direction="row" spacing={2}>
          <TextField
            {...postcode}
            inputRef={postcodeRef}
            id="rhf-register-postcode"
            label="Postcode"
            autoComplete="postal-code"
            required
            error={Boolean(errors.postcode)}
            helperText={errors.postcode?.message}
            slotProps={{ htmlInput: { inputMode: 'numeric' } }}
            sx={{ flex: 1 }}
          />
          <TextField
            {...quantity}
            inputRef={quantityRef}
            id="rhf-register-quantity"
            label="Quantity"
            type="number"
            error={Boolean(errors.quantity)}
            helperText={errors.quantity?.message}
            slotProps={{ htmlInput: { min: 1, max: 20 } }}
            sx={{ width: 120 }}
          />
        </Stack>
      </Stack>
      <Button type="submit" variant="contained" loading={isSubmitting} sx={{ mt: 2 }}>
        Save address
      </Button>
      <Typography
        component="pre"
        variant="body2"
        role="status"
        sx={{ mt: 2, fontFamily: 'monospace', whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}
      >
        {submitted ? `Submitted: ${JSON.stringify(submitted, null, 2)}` : 'Nothing submitted yet.'}
      </Typography>
    </Box>
  );
}
