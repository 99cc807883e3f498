import * as React from 'react';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import FormHelperText from '@mui/joy/FormHelperText';
import Input from '@mui/joy/Input';
import ErrorOutline from '@mui/icons-material/ErrorOutline';
import CheckCircleOutline from '@mui/icons-material/CheckCircleOutline';

const postcodePattern = /^\d{5}(-\d{4})?$/;

export default function InputValidation() {
  const [value, setValue] = React.useState('');
  const [touched, setTouched] = React.useState(false);
  const valid = postcodePattern.test(value.trim());
  const showError = touched && !valid;

  let message: React.ReactNode = 'Five digits, optionally followed by a dash and four more.';
  if (showError) {
    message = (
      <React.Fragment>
        <ErrorOutline />
        {value ? 'That does not look like a ZIP code, e.g. 94107 or 94107-1234.' : 'Enter a ZIP code to see delivery dates.'}
      </React.Fragment>
    );
  } else if (touched && valid) {
    message = (
      <React.Fragment>
        <CheckCircleOutline />
        We deliver to this area.
      </React.Fragment>
    );
  }

  return (
    <FormControl error={showError} required sx={{ maxWidth: 360 }}>
      <FormLabel>ZIP code</FormLabel>
      <Input
        value={value}
        onChange={(event) => setValue(event.target.value)}
        onBlur={() => setTouched(true)}
        color={touched && valid ? 'success' : undefined}
        placeholder="94107"
        slotProps={{ input: { inputMode: 'numeric', autoComplete: 'postal-code', 'aria-invalid': showError } }}
      />
      <FormHelperText>{message}</FormHelperText>
    </FormControl>
  );
}
