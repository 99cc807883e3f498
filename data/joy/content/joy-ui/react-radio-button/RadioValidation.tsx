import * as React from 'react';
import Button from '@mui/joy/Button';
import FormControl from '@mui/joy/FormControl';
import FormHelperText from '@mui/joy/FormHelperText';
import FormLabel from '@mui/joy/FormLabel';
import Radio from '@mui/joy/Radio';
import RadioGroup from '@mui/joy/RadioGroup';
import Typography from '@mui/joy/Typography';
import InfoOutlined from '@mui/icons-material/InfoOutlined';

const answers = [
  { value: 'very', label: 'Very likely' },
  { value: 'maybe', label: 'Maybe' },
  { value: 'unlikely', label: 'Unlikely' },
];

export default function RadioValidation() {
  const [value, setValue] = React.useState('');
  const [error, setError] = React.useState(false);
  const [sent, setSent] = React.useState(false);

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        setError(!value);
        setSent(!!value);
      }}
    >
      <FormControl error={error} required>
        <FormLabel>Would you recommend the workshop to a colleague?</FormLabel>
        <RadioGroup
          name="recommend"
          aria-required
          aria-invalid={error}
          value={value}
          onChange={(event) => {
            setValue(event.target.value);
            setError(false);
            setSent(false);
          }}
          sx={{ my: 1 }}
        >
          {answers.map((answer) => (
            // Radios inside a RadioGroup do not read the FormControl's error: pass the colour yourself.
            <Radio key={answer.value} value={answer.value} label={answer.label} color={error ? 'danger' : undefined} />
          ))}
        </RadioGroup>
        {error && (
          <FormHelperText>
            <InfoOutlined />
            Pick one answer to send the survey.
          </FormHelperText>
        )}
      </FormControl>
      <Button type="submit" sx={{ mt: 2 }}>
        Send answer
      </Button>
      <Typography role="status" level="body-sm" sx={{ mt: 1 }}>
        {sent ? 'Thanks, your answer was recorded.' : ''}
      </Typography>
    </form>
  );
}
