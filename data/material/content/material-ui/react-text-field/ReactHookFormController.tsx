import * as React from 'react';
import { Controller, useForm } from 'react-hook-form';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';

interface InviteForm {
  fullName: string;
  email: string;
  role: string;
}

const roles = ['Viewer', 'Editor', 'Admin'];

export default function ReactHookFormController() {
  const { control, handleSubmit, reset } = useForm<InviteForm>({
    defaultValues: { fullName: '', email: '', role: 'Viewer' },
    // Check each field when it loses focus, then again on every change.
    mode: 'onTouched',
  });
  const [submitted, setSubmitted] = React.useState<InviteForm | null>(null);

  return (
    <Box component="form" noValidate onSubmit={handleSubmit(setSubmitted)} sx={{ maxWidth: 400 }}>
      <Stack spacing={1}>
        <Controller
          name="fullName"
          control={control}
          rules={{ required: 'Enter a name.', minLength: { value: 2, message: 'At least 2 characters.' } }}
          // The field's ref goes on the <input>, so the form can focus the first invalid field on submit.
          render={({ field: { ref, ...field }, fieldState }) => (
            <TextField
              {...field}
              inputRef={ref}
              id="rhf-controller-name"
              label="Full name"
              autoComplete="name"
              required
              error={fieldState.invalid}
              // A single space keeps the line reserved, so the form does not jump when an error appears.
              helperText={fieldState.error?.message ?? ' '}
            />
          )}
        />
        <Controller
          name="email"
          control={control}
          rules={{
            required: 'Enter an email address.',
            pattern: { value: /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/, message: 'Enter an address such as name@example.com.' },
          }}
          render={({ field: { ref, ...field }, fieldState }) => (
            <TextField
              {...field}
              inputRef={ref}
              id="rhf-controller-email"
              label="Email"
              type="email"
              autoComplete="email"
              required
              error={fieldState.invalid}
              helperText={fieldState.error?.message ?? ' '}
            />
          )}
        />
        <Controller
          name="role"
          control={control}
          render={({ field: { ref, ...field } }) => (
            <TextField {...field} inputRef={ref} id="rhf-controller-role" select label="Role" helperText="Admins can manage billing.">
              {roles.map((role) => (
                <MenuItem key={role} value={role}>
                  {role}
                </MenuItem>
              ))}
            </TextField>
          )}
        />
      </Stack>
      <Stack direction="row" spacing={1} sx={{ mt: 2 }}>
        <Button type="submit" variant="contained">
          Send invite
        </Button>
        <Button
          type="button"
          onClick={() => {
            reset();
            setSubmitted(null);
          }}
        >
          Clear form
        </Button>
      </Stack>
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
