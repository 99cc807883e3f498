import * as React from 'react';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';

const prices: Record<string, string> = { pickup: 'Free', standard: '€4.90', express: '€12.00' };

export default function DeliveryRadioGroup() {
  const [method, setMethod] = React.useState('standard');

  return (
    <FormControl>
      <FormLabel id="delivery-radio-group-label">Delivery method</FormLabel>
      <RadioGroup
        aria-labelledby="delivery-radio-group-label"
        name="delivery-method"
        value={method}
        onChange={(event) => setMethod(event.target.value)}
      >
        <FormControlLabel value="pickup" control={<Radio />} label="Pick up at the workshop" />
        <FormControlLabel value="standard" control={<Radio />} label="Standard post (3–5 days)" />
        <FormControlLabel value="express" control={<Radio />} label="Courier (next day)" />
      </RadioGroup>
      <Typography variant="body2">Shipping: {prices[method]}</Typography>
    </FormControl>
  );
}
