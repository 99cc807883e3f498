import * as React from 'react';
import Autocomplete from '@mui/joy/Autocomplete';
import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import FormControl from '@mui/joy/FormControl';
import FormHelperText from '@mui/joy/FormHelperText';
import FormLabel from '@mui/joy/FormLabel';
import Typography from '@mui/joy/Typography';
import InfoOutlined from '@mui/icons-material/InfoOutlined';
import { departments } from './data';

export default function ValidationAutocomplete() {
  const [value, setValue] = React.useState<string | null>(null);
  const [touched, setTouched] = React.useState(false);
  const [sent, setSent] = React.useState(false);
  const error = touched && value === null;

  return (
    <Box
      component="form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        setTouched(true);
        setSent(value !== null);
      }}
      sx={{ display: 'flex', flexDirection: 'column', gap: 2, width: 320, maxWidth: '100%' }}
    >
      <FormControl required error={error}>
        <FormLabel>Send the request to</FormLabel>
        <Autocomplete
          options={departments}
          value={value}
          onChange={(event, newValue) => {
            setValue(newValue);
            setSent(false);
          }}
          onBlur={() => setTouched(true)}
          placeholder="Choose a department"
        />
        {error && (
          <FormHelperText>
            <InfoOutlined />
            Choose the department that should handle this request.
          </FormHelperText>
        )}
      </FormControl>
      <Button type="submit" sx={{ alignSelf: 'flex-start' }}>
        Send request
      </Button>
      <Typography level="body-sm" role="status">
        {sent ? `Request sent to ${value}.` : ''}
      </Typography>
    </Box>
  );
}
