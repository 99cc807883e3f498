import * as React from 'react';
import Box from '@mui/joy/Box';
import Chip from '@mui/joy/Chip';
import Radio, { radioClasses } from '@mui/joy/Radio';
import RadioGroup from '@mui/joy/RadioGroup';
import Sheet from '@mui/joy/Sheet';
import Typography from '@mui/joy/Typography';

const plans = [
  { value: 'starter', name: 'Starter', price: 0, seats: 'Up to 3 people', storage: '5 GB' },
  { value: 'team', name: 'Team', price: 12, seats: 'Up to 25 people', storage: '250 GB', badge: 'Most chosen' },
  { value: 'business', name: 'Business', price: 24, seats: 'Unlimited people', storage: '2 TB' },
];

export default function PricingTiers() {
  const id = React.useId();
  const [plan, setPlan] = React.useState('team');
  const chosen = plans.find((item) => item.value === plan)!;

  return (
    <Box sx={{ maxWidth: 720 }}>
      <Typography id={id} level="title-md" sx={{ mb: 1.5 }}>
        Choose a plan
      </Typography>
      <RadioGroup
        aria-labelledby={id}
        name="plan"
        value={plan}
        onChange={(event) => setPlan(event.target.value)}
        overlay
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, 1fr)' },
          gap: 2,
        }}
      >
        {plans.map((item) => (
          <Sheet
            key={item.value}
            variant="outlined"
            sx={{
              p: 2,
              borderRadius: 'md',
              display: 'flex',
              flexDirection: 'column',
              gap: 0.5,
              [`&:has(.${radioClasses.checked})`]: {
                borderColor: 'primary.outlinedColor',
                boxShadow: (theme) => `inset 0 0 0 1px ${theme.vars.palette.primary.outlinedColor}`,
                bgcolor: 'primary.softBg',
              },
            }}
          >
            <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
              <Radio value={item.value} label={item.name} slotProps={{ label: { sx: { fontWeight: 'lg' } } }} />
              {item.badge && (
                <Chip size="sm" color="primary" variant="solid">
                  {item.badge}
                </Chip>
              )}
            </Box>
            <Typography level="h3" component="p" sx={{ mt: 1 }}>
              {item.price === 0 ? 'Free' : `$${item.price}`}
              {item.price > 0 && (
                <Typography level="body-sm" component="span" sx={{ ml: 0.5 }}>
                  per person / month
                </Typography>
              )}
            </Typography>
            <Typography level="body-sm">{item.seats}</Typography>
            <Typography level="body-sm">{item.storage} of storage</Typography>
          </Sheet>
        ))}
      </RadioGroup>
      <Typography level="body-sm" role="status" sx={{ mt: 2 }}>
        {chosen.price === 0 ? 'Starter is free forever.' : `${chosen.name}: billed $${chosen.price} per person each month.`}
      </Typography>
    </Box>
  );
}
