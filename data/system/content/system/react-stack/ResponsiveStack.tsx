import Box from '@mui/system/Box';
import Stack from '@mui/system/Stack';

const plans = [
  { name: 'Monthly', price: '$9 / month', note: 'Cancel any time' },
  { name: 'Yearly', price: '$90 / year', note: 'Two months free' },
  { name: 'Lifetime', price: '$240 once', note: 'All future updates' },
];

export default function ResponsiveStack() {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 1, sm: 2, md: 4 }}>
      {plans.map((plan) => (
        <Box
          key={plan.name}
          sx={{
            flex: 1,
            p: 2,
            border: 1,
            borderColor: 'divider',
            borderRadius: 2,
            bgcolor: 'background.paper',
          }}
        >
          <Box sx={{ fontWeight: 500, color: 'text.primary' }}>{plan.name}</Box>
          <Box sx={{ fontSize: 20, color: 'text.primary' }}>{plan.price}</Box>
          <Box sx={{ fontSize: 14, color: 'text.secondary' }}>{plan.note}</Box>
        </Box>
      ))}
    </Stack>
  );
}
