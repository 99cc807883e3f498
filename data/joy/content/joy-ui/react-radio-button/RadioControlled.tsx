import * as React from 'react';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import Radio from '@mui/joy/Radio';
import RadioGroup from '@mui/joy/RadioGroup';
import Typography from '@mui/joy/Typography';

const estimates: Record<string, string> = {
  metric: 'Distances in kilometres, temperatures in °C.',
  imperial: 'Distances in miles, temperatures in °F.',
  mixed: 'Distances in miles, temperatures in °C.',
};

export default function RadioControlled() {
  const [units, setUnits] = React.useState('metric');

  return (
    <FormControl>
      <FormLabel>Units</FormLabel>
      <RadioGroup name="units" value={units} onChange={(event) => setUnits(event.target.value)}>
        <Radio value="metric" label="Metric" />
        <Radio value="imperial" label="Imperial" />
        <Radio value="mixed" label="Mixed (UK)" />
      </RadioGroup>
      <Typography level="body-sm" role="status" sx={{ mt: 1.5 }}>
        {estimates[units]}
      </Typography>
    </FormControl>
  );
}
