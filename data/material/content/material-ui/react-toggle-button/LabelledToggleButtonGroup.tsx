import * as React from 'react';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';

const plans = [
  { value: 'monthly', label: 'Monthly', price: '€9 per month' },
  { value: 'yearly', label: 'Yearly', price: '€90 per year, two months free' },
];

export default function LabelledToggleButtonGroup() {
  const id = React.useId();
  const [plan, setPlan] = React.useState('yearly');
  const current = plans.find((item) => item.value === plan);

  return (
    <FormControl sx={{ alignItems: 'center', display: 'flex' }}>
      <FormLabel id={`${id}-label`} sx={{ mb: 1 }}>
        Billing period
      </FormLabel>
      <ToggleButtonGroup
        color="primary"
        value={plan}
        exclusive
        onChange={(_event, value: string | null) => value !== null && setPlan(value)}
        aria-labelledby={`${id}-label`}
        aria-describedby={`${id}-price`}
      >
        {plans.map((item) => (
          <ToggleButton key={item.value} value={item.value} sx={{ px: 3 }}>
            {item.label}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <FormHelperText id={`${id}-price`} aria-live="polite">
        {current?.price}
      </FormHelperText>
    </FormControl>
  );
}
