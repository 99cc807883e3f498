import * as React from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import Button from '@mui/joy/Button';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import FormHelperText from '@mui/joy/FormHelperText';
import Input from '@mui/joy/Input';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';

// Without this, zod probes whether it may compile code with `new Function`, which a strict
// Content-Security-Policy (this site's among them) reports as a violation.
z.config({ jitless: true });

const schema = z.object({
  company: z.string().trim().min(2, 'Enter at least 2 characters.'),
  email: z.email('Enter a valid work email.'),
  seats: z.coerce.number().int('Whole seats only.').min(1, 'At least 1 seat.').max(250, 'For more than 250 seats, contact sales.'),
});

// What the inputs hold: text. The schema turns `seats` into a number when the form is submitted.
type Fields = { company: string; email: string; seats: string };

function zodRule(field: keyof Fields) {
  return (value: string) => {
    const result = schema.shape[field].safeParse(value);
    return result.success || result.error.issues[0].message;
  };
}

export default function InputReactHookForm() {
  const [summary, setSummary] = React.useState('');
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<Fields>({ mode: 'onTouched', defaultValues: { company: '', email: '', seats: '5' } });

  // Joy's Input puts `ref` on its root <div>: hand react-hook-form the inner <input> instead.
  const field = (name: keyof Fields, inputProps: React.InputHTMLAttributes<HTMLInputElement> = {}) => {
    const { ref, ...rest } = register(name, { validate: zodRule(name) });
    return { ...rest, slotProps: { input: { ...inputProps, ref, 'aria-invalid': !!errors[name] } } };
  };

  const onSubmit = async (fields: Fields) => {
    const data = schema.parse(fields);
    setSummary(`Trial started for ${data.company}: ${data.seats} seat${data.seats === 1 ? '' : 's'}, receipt to ${data.email}.`);
  };

  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)}>
      <Stack spacing={2} sx={{ maxWidth: 380 }}>
        <FormControl error={!!errors.company} required>
          <FormLabel>Company</FormLabel>
          <Input autoComplete="organization" {...field('company')} />
          {errors.company && <FormHelperText>{errors.company.message}</FormHelperText>}
        </FormControl>
        <FormControl error={!!errors.email} required>
          <FormLabel>Work email</FormLabel>
          <Input type="email" autoComplete="email" {...field('email')} />
          {errors.email && <FormHelperText>{errors.email.message}</FormHelperText>}
        </FormControl>
        <FormControl error={!!errors.seats} required>
          <FormLabel>Seats</FormLabel>
          <Input type="number" {...field('seats', { min: 1, max: 250 })} />
          <FormHelperText>{errors.seats ? errors.seats.message : 'You can add more seats later.'}</FormHelperText>
        </FormControl>
        <Button type="submit" loading={isSubmitting} sx={{ alignSelf: 'flex-start' }}>
          Start free trial
        </Button>
        <Typography role="status" level="body-sm">
          {summary}
        </Typography>
      </Stack>
    </form>
  );
}
