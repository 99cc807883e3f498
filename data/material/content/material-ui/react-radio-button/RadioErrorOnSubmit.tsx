import * as React from 'react';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';

const slots = [
  { value: 'tue-am', label: 'Tuesday, 9:00–12:00' },
  { value: 'tue-pm', label: 'Tuesday, 13:00–17:00' },
  { value: 'thu-am', label: 'Thursday, 9:00–12:00' },
];

export default function RadioErrorOnSubmit() {
  const [slot, setSlot] = React.useState('');
  const [error, setError] = React.useState(false);
  const [helperText, setHelperText] = React.useState('The technician will call 30 minutes before arriving.');

  const handleChange = (event: React.ChangeEvent<HTMLInputElement>) => {
    setSlot(event.target.value);
    setError(false);
    setHelperText('The technician will call 30 minutes before arriving.');
  };

  const handleSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!slot) {
      setError(true);
      setHelperText('Choose a time slot to book the visit.');
      return;
    }
    const chosen = slots.find((option) => option.value === slot);
    setHelperText(`Booked: ${chosen?.label}. We have sent a confirmation email.`);
  };

  return (
    <form onSubmit={handleSubmit} noValidate>
      <FormControl error={error} variant="standard" required>
        <FormLabel id="visit-slot-label">Installation visit</FormLabel>
        <RadioGroup
          aria-labelledby="visit-slot-label"
          aria-describedby="visit-slot-helper"
          name="visit-slot"
          value={slot}
          onChange={handleChange}
        >
          {slots.map((option) => (
            <FormControlLabel key={option.value} value={option.value} control={<Radio />} label={option.label} />
          ))}
        </RadioGroup>
        <FormHelperText id="visit-slot-helper" aria-live="polite">
          {helperText}
        </FormHelperText>
        <Button type="submit" variant="outlined" sx={{ mt: 2, alignSelf: 'flex-start' }}>
          Book visit
        </Button>
      </FormControl>
    </form>
  );
}
