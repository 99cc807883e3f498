import * as React from 'react';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';

const prices = {
  monthly: 'You pay $15 every month. Cancel at any time.',
  yearly: 'You pay $150 once a year, two months free.',
} as const;

type Cycle = keyof typeof prices;

export default function ControlledRadioButtonsGroup() {
  const [cycle, setCycle] = React.useState<Cycle>('monthly');

  return (
    <FormControl>
      <FormLabel id="billing-cycle-label">Billing cycle</FormLabel>
      <RadioGroup
        aria-labelledby="billing-cycle-label"
        name="billing-cycle"
        value={cycle}
        onChange={(event) => setCycle(event.target.value as Cycle)}
      >
        <FormControlLabel value="monthly" control={<Radio />} label="Monthly" />
        <FormControlLabel value="yearly" control={<Radio />} label="Yearly" />
      </RadioGroup>
      <Typography variant="body2" sx={{ color: 'text.secondary', mt: 1 }} aria-live="polite">
        {prices[cycle]}
      </Typography>
    </FormControl>
  );
}
