import * as React from 'react';
import Box from '@mui/material/Box';

const plans = [
  { id: 'basic', name: 'Basic', price: '€6', detail: '1 user, 10 GB storage' },
  { id: 'team', name: 'Team', price: '€18', detail: 'Up to 10 users, 1 TB storage' },
  { id: 'scale', name: 'Scale', price: '€45', detail: 'Unlimited users, audit log' },
];

export default function SxArrayValues() {
  const [selected, setSelected] = React.useState('team');
  const [compact, setCompact] = React.useState(false);
  const groupId = React.useId();

  return (
    <Box sx={{ maxWidth: 460, mx: 'auto' }}>
      <Box component="label" sx={{ display: 'inline-flex', alignItems: 'center', gap: 1, mb: 1.5, color: 'text.primary' }}>
        <input type="checkbox" checked={compact} onChange={(event) => setCompact(event.target.checked)} />
        Compact layout
      </Box>
      <Box component="fieldset" sx={{ m: 0, p: 0, border: 0, display: 'grid', gap: 1 }}>
        <Box component="legend" sx={{ mb: 1, color: 'text.secondary', fontSize: 14 }}>
          Choose a plan
        </Box>
        {plans.map((plan) => {
          const isSelected = plan.id === selected;
          return (
            <Box
              key={plan.id}
              component="label"
              sx={[
                {
                  display: 'flex',
                  alignItems: 'center',
                  gap: 1.5,
                  p: 2,
                  border: 1,
                  borderColor: 'divider',
                  borderRadius: 2,
                  cursor: 'pointer',
                  color: 'text.primary',
                  '&:has(input:focus-visible)': { outline: 2, outlineColor: 'primary.main', outlineOffset: 2 },
                },
                // Entries that are false are skipped.
                isSelected && { borderColor: 'primary.main', bgcolor: 'action.hover' },
                compact && { py: 1 },
              ]}
            >
              <input type="radio" name={groupId} value={plan.id} checked={isSelected} onChange={() => setSelected(plan.id)} />
              <Box sx={{ flexGrow: 1 }}>
                <Box sx={{ fontWeight: 'bold' }}>{plan.name}</Box>
                {!compact && <Box sx={{ fontSize: 14, color: 'text.secondary' }}>{plan.detail}</Box>}
              </Box>
              <Box sx={{ fontWeight: 'bold' }}>
                {plan.price}
                <Box component="span" sx={{ fontSize: 13, fontWeight: 'regular', color: 'text.secondary' }}>
                  /mo
                </Box>
              </Box>
            </Box>
          );
        })}
      </Box>
    </Box>
  );
}
