import * as React from 'react';
import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import Card from '@mui/joy/Card';
import CardActions from '@mui/joy/CardActions';
import Chip from '@mui/joy/Chip';
import Divider from '@mui/joy/Divider';
import List from '@mui/joy/List';
import ListItem from '@mui/joy/ListItem';
import ListItemDecorator from '@mui/joy/ListItemDecorator';
import ToggleButtonGroup from '@mui/joy/ToggleButtonGroup';
import Typography from '@mui/joy/Typography';
import CheckRounded from '@mui/icons-material/CheckRounded';

type Billing = 'monthly' | 'yearly';

const plans = [
  {
    name: 'Starter',
    monthly: 0,
    yearly: 0,
    summary: 'For trying things out on your own.',
    features: ['1 project', '500 MB storage', 'Community support'],
  },
  {
    name: 'Studio',
    monthly: 24,
    yearly: 19,
    summary: 'For small teams that ship every week.',
    features: ['Unlimited projects', '50 GB storage', 'Version history', 'Email support within a day'],
    highlighted: true,
  },
];

export default function PricingCard() {
  const [billing, setBilling] = React.useState<Billing>('yearly');
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2, width: '100%' }}>
      <ToggleButtonGroup aria-label="Billing period" size="sm" value={billing} onChange={(_event, value) => value && setBilling(value)}>
        <Button value="monthly">Monthly</Button>
        <Button value="yearly">Yearly (save 20%)</Button>
      </ToggleButtonGroup>
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'stretch' }}>
        {plans.map((plan) => {
          const price = plan[billing];
          return (
            <Card
              key={plan.name}
              size="lg"
              variant={plan.highlighted ? 'solid' : 'outlined'}
              color={plan.highlighted ? 'neutral' : undefined}
              invertedColors={plan.highlighted}
              sx={{ width: 300, maxWidth: '100%' }}
            >
              <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center' }}>
                <Typography level="title-lg" component="h3">
                  {plan.name}
                </Typography>
                {plan.highlighted ? (
                  <Chip size="sm" variant="outlined">
                    Most popular
                  </Chip>
                ) : null}
              </Box>
              <Typography level="body-sm">{plan.summary}</Typography>
              <Typography level="h2" component="p">
                {price === 0 ? 'Free' : `$${price}`}
                {price > 0 ? (
                  <Typography level="body-sm" sx={{ fontWeight: 'md' }}>
                    {' '}
                    per user / month
                  </Typography>
                ) : null}
              </Typography>
              <Divider inset="none" />
              <List size="sm" sx={{ mx: 'calc(-1 * var(--ListItem-paddingX))' }}>
                {plan.features.map((feature) => (
                  <ListItem key={feature}>
                    <ListItemDecorator>
                      <CheckRounded />
                    </ListItemDecorator>
                    {feature}
                  </ListItem>
                ))}
              </List>
              <CardActions sx={{ mt: 'auto' }}>
                <Button variant={plan.highlighted ? 'solid' : 'soft'} color={plan.highlighted ? 'primary' : 'neutral'}>
                  {price === 0 ? 'Start for free' : `Choose ${plan.name}`}
                </Button>
              </CardActions>
            </Card>
          );
        })}
      </Box>
      <Typography level="body-xs" role="status">
        Prices shown {billing === 'yearly' ? 'per month, billed once a year' : 'per month, billed monthly'}.
      </Typography>
    </Box>
  );
}
