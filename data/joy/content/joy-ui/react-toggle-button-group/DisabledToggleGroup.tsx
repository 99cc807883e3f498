import * as React from 'react';
import Button from '@mui/joy/Button';
import Stack from '@mui/joy/Stack';
import ToggleButtonGroup from '@mui/joy/ToggleButtonGroup';
import Typography from '@mui/joy/Typography';

export default function DisabledToggleGroup() {
  const [shipping, setShipping] = React.useState<string | null>('standard');
  const [plan, setPlan] = React.useState<string | null>('monthly');

  return (
    <Stack spacing={2.5} sx={{ alignItems: 'flex-start' }}>
      <Stack spacing={1}>
        <Typography id="shipping-label" level="title-sm">
          Shipping speed
        </Typography>
        <ToggleButtonGroup aria-labelledby="shipping-label" value={shipping} onChange={(event, value) => value && setShipping(value)}>
          <Button value="standard">Standard</Button>
          <Button value="express">Express</Button>
          {/* One option unavailable: disable that button only. */}
          <Button value="same-day" disabled>
            Same day
          </Button>
        </ToggleButtonGroup>
        <Typography level="body-xs">Same-day delivery is not available for your postcode.</Typography>
      </Stack>
      <Stack spacing={1}>
        <Typography id="plan-label" level="title-sm">
          Billing period
        </Typography>
        {/* The whole group disabled: every button inherits it. */}
        <ToggleButtonGroup disabled aria-labelledby="plan-label" value={plan} onChange={(event, value) => value && setPlan(value)}>
          <Button value="monthly">Monthly</Button>
          <Button value="yearly">Yearly</Button>
        </ToggleButtonGroup>
        <Typography level="body-xs">Your plan is managed by your company’s administrator.</Typography>
      </Stack>
    </Stack>
  );
}
