import * as React from 'react';
import Box from '@mui/joy/Box';
import List from '@mui/joy/List';
import ListItem from '@mui/joy/ListItem';
import ListItemButton from '@mui/joy/ListItemButton';
import ListItemContent from '@mui/joy/ListItemContent';
import Sheet from '@mui/joy/Sheet';
import Typography from '@mui/joy/Typography';

const plans = [
  { id: 'starter', name: 'Starter', price: '€0', detail: 'One project, community support, 1 GB of storage.' },
  { id: 'studio', name: 'Studio', price: '€12', detail: 'Ten projects, email support within a day, 50 GB of storage.' },
  { id: 'agency', name: 'Agency', price: '€39', detail: 'Unlimited projects, a named contact, 1 TB of storage and audit logs.' },
];

export default function SelectedList() {
  const [selectedId, setSelectedId] = React.useState('studio');
  const selected = plans.find((plan) => plan.id === selectedId) ?? plans[0];

  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'stretch' }}>
      <List aria-label="Plans" sx={{ maxWidth: 240, '--List-gap': '4px', '--ListItem-radius': '8px', flex: '1 1 200px' }}>
        {plans.map((plan) => (
          <ListItem key={plan.id}>
            <ListItemButton
              selected={plan.id === selectedId}
              color={plan.id === selectedId ? 'primary' : 'neutral'}
              aria-current={plan.id === selectedId ? 'true' : undefined}
              onClick={() => setSelectedId(plan.id)}
            >
              <ListItemContent>{plan.name}</ListItemContent>
              <Typography level="body-sm" textColor="inherit">
                {plan.price}/mo
              </Typography>
            </ListItemButton>
          </ListItem>
        ))}
      </List>
      <Sheet variant="soft" sx={{ p: 2, borderRadius: 'sm', flex: '1 1 200px', maxWidth: 320 }}>
        <Typography level="title-md">{selected.name}</Typography>
        <Typography level="body-sm">{selected.detail}</Typography>
      </Sheet>
    </Box>
  );
}
