import * as React from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';

const plans = [
  { id: 'solo', name: 'Solo', price: '€4 / month', detail: 'One person, 50 GB' },
  { id: 'team', name: 'Team', price: '€12 / month', detail: 'Up to 8 people, 1 TB' },
  { id: 'studio', name: 'Studio', price: '€30 / month', detail: 'Unlimited people, 5 TB' },
];

export default function SelectableCards() {
  const [selected, setSelected] = React.useState('team');

  return (
    <Box
      role="group"
      aria-label="Storage plan"
      sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(min(200px, 100%), 1fr))', gap: 2 }}
    >
      {plans.map((plan) => (
        <Card
          key={plan.id}
          variant="outlined"
          sx={{ borderColor: selected === plan.id ? 'primary.main' : 'divider', borderWidth: selected === plan.id ? 2 : 1 }}
        >
          <CardActionArea
            onClick={() => setSelected(plan.id)}
            aria-pressed={selected === plan.id}
            data-active={selected === plan.id ? '' : undefined}
            sx={{
              height: '100%',
              '&[data-active]': { backgroundColor: 'action.selected' },
            }}
          >
            <CardContent>
              <Typography variant="h6" component="h3">
                {plan.name}
              </Typography>
              <Typography variant="subtitle2">{plan.price}</Typography>
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                {plan.detail}
              </Typography>
            </CardContent>
          </CardActionArea>
        </Card>
      ))}
    </Box>
  );
}
