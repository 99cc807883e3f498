import * as React from 'react';
import Button from '@mui/joy/Button';
import FormControl, { FormControlProps } from '@mui/joy/FormControl';
import FormHelperText from '@mui/joy/FormHelperText';
import FormLabel from '@mui/joy/FormLabel';
import Input, { InputProps } from '@mui/joy/Input';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';

// Your own TextField: a few props for the form control, the rest go to the Input.
type TextFieldProps = InputProps & {
  label: React.ReactNode;
  helperText?: React.ReactNode;
  formControlProps?: FormControlProps;
};

function TextField({ label, helperText, error, required, size, formControlProps, slotProps, ...inputProps }: TextFieldProps) {
  return (
    <FormControl error={error} required={required} size={size} {...formControlProps}>
      <FormLabel>{label}</FormLabel>
      <Input {...inputProps} slotProps={{ ...slotProps, input: { 'aria-invalid': error || undefined, ...slotProps?.input } }} />
      {helperText && <FormHelperText>{helperText}</FormHelperText>}
    </FormControl>
  );
}

export default function ReusableTextField() {
  const [email, setEmail] = React.useState('');
  const [touched, setTouched] = React.useState(false);
  const [sent, setSent] = React.useState('');
  const invalid = touched && !/^\S+@\S+\.\S+$/.test(email);

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        setTouched(true);
        if (/^\S+@\S+\.\S+$/.test(email)) {
          setSent(email);
        }
      }}
    >
      <Stack spacing={2} sx={{ width: 340, maxWidth: '100%' }}>
        <TextField label="Team name" name="team" defaultValue="Harbour Lab" helperText="You can rename the team later." />
        <TextField
          label="Owner's email"
          type="email"
          required
          value={email}
          onChange={(event) => {
            setEmail(event.target.value);
            setSent('');
          }}
          onBlur={() => setTouched(true)}
          error={invalid}
          helperText={invalid ? 'Enter an address like name@company.com.' : 'The owner receives the invoices.'}
        />
        <Button type="submit" sx={{ alignSelf: 'flex-start' }}>
          Create team
        </Button>
        <Typography role="status" level="body-sm">
          {sent && `Team created. Invitation sent to ${sent}.`}
        </Typography>
      </Stack>
    </form>
  );
}
