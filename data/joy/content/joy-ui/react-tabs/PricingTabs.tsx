import * as React from 'react';
import Tabs from '@mui/joy/Tabs';
import TabList from '@mui/joy/TabList';
import Tab, { tabClasses } from '@mui/joy/Tab';
import TabPanel from '@mui/joy/TabPanel';
import Card from '@mui/joy/Card';
import Chip from '@mui/joy/Chip';
import Typography from '@mui/joy/Typography';
import Button from '@mui/joy/Button';
import Box from '@mui/joy/Box';

type Period = 'monthly' | 'yearly';

const plans = [
  { name: 'Starter', monthly: 9, seats: 'Up to 3 people' },
  { name: 'Studio', monthly: 24, seats: 'Up to 15 people' },
];

// Yearly billing: two months free.
const yearlyPerMonth = (monthly: number) => Math.round(((monthly * 10) / 12) * 100) / 100;

function PlanCards({ period }: { period: Period }) {
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2 }}>
      {plans.map((plan) => {
        const perMonth = period === 'monthly' ? plan.monthly : yearlyPerMonth(plan.monthly);
        return (
          <Card key={plan.name} variant="outlined">
            <Typography level="title-lg">{plan.name}</Typography>
            <Typography level="h2" component="p">
              €{perMonth.toFixed(2)}
              <Typography level="body-sm" textColor="text.tertiary">
                {' '}
                / month
              </Typography>
            </Typography>
            <Typography level="body-sm">
              {period === 'yearly' ? `€${plan.monthly * 10} billed once a year` : 'Billed every month'}
              <br />
              {plan.seats}
            </Typography>
            <Button variant={plan.name === 'Studio' ? 'solid' : 'outlined'} sx={{ mt: 1 }}>
              Choose {plan.name}
            </Button>
          </Card>
        );
      })}
    </Box>
  );
}

export default function PricingTabs() {
  const [period, setPeriod] = React.useState<Period>('yearly');
  return (
    <Tabs
      value={period}
      onChange={(_event, value) => setPeriod(value as Period)}
      sx={{ bgcolor: 'transparent', width: '100%', maxWidth: 560, alignItems: 'center' }}
    >
      <TabList
        aria-label="Billing period"
        disableUnderline
        sx={{
          p: 0.5,
          borderRadius: 'xl',
          bgcolor: 'background.level1',
          [`& .${tabClasses.root}`]: { borderRadius: 'xl', gap: 1 },
          [`& .${tabClasses.root}[aria-selected="true"]`]: {
            bgcolor: 'background.surface',
            boxShadow: 'sm',
          },
        }}
      >
        <Tab value="monthly" disableIndicator>
          Monthly
        </Tab>
        <Tab value="yearly" disableIndicator>
          Yearly
          <Chip component="span" size="sm" variant="soft" color="success">
            2 months free
          </Chip>
        </Tab>
      </TabList>
      <TabPanel value="monthly" sx={{ width: '100%', px: 0 }}>
        <PlanCards period="monthly" />
      </TabPanel>
      <TabPanel value="yearly" sx={{ width: '100%', px: 0 }}>
        <PlanCards period="yearly" />
      </TabPanel>
    </Tabs>
  );
}
