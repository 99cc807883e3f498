import * as React from 'react';
import { Controller, useForm } from 'react-hook-form';
import Button from '@mui/joy/Button';
import FormControl from '@mui/joy/FormControl';
import FormHelperText from '@mui/joy/FormHelperText';
import FormLabel from '@mui/joy/FormLabel';
import Radio from '@mui/joy/Radio';
import RadioGroup from '@mui/joy/RadioGroup';
import Typography from '@mui/joy/Typography';

type Fields = { shipping: string };

const options = [
  { value: 'ground', label: 'Ground · $4.90' },
  { value: 'air', label: 'Air · $12.00' },
  { value: 'freight', label: 'Freight (orders over 30 kg only)' },
];

export default function RadioHookForm() {
  const [result, setResult] = React.useState('');
  const { control, handleSubmit } = useForm<Fields>({ defaultValues: { shipping: '' } });

  return (
    <form noValidate onSubmit={handleSubmit((data) => setResult(`Shipping by ${data.shipping}.`))}>
      <Controller
        name="shipping"
        control={control}
        rules={{
          required: 'Choose how to ship the order.',
          validate: (value) => value !== 'freight' || 'This order weighs 4 kg: pick ground or air.',
        }}
        render={({ field, fieldState }) => (
          <FormControl error={!!fieldState.error}>
            <FormLabel>Shipping</FormLabel>
            <RadioGroup
              name={field.name}
              value={field.value}
              onChange={(event) => {
                field.onChange(event.target.value);
                setResult('');
              }}
              onBlur={field.onBlur}
              // react-hook-form focuses this ref on a failed submit: hand it the first radio.
              ref={(element: HTMLDivElement | null) =>
                field.ref(element && { focus: () => element.querySelector<HTMLInputElement>('input')?.focus() })
              }
              aria-invalid={!!fieldState.error}
              sx={{ my: 1 }}
            >
              {options.map((option) => (
                <Radio key={option.value} value={option.value} label={option.label} color={fieldState.error ? 'danger' : undefined} />
              ))}
            </RadioGroup>
            {fieldState.error && <FormHelperText>{fieldState.error.message}</FormHelperText>}
          </FormControl>
        )}
      />
      <Button type="submit" sx={{ mt: 1 }}>
        Continue to payment
      </Button>
      <Typography role="status" level="body-sm" sx={{ mt: 1 }}>
        {result}
      </Typography>
    </form>
  );
}
