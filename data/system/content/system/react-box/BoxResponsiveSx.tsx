import Box from '@mui/system/Box';

const plans = [
  { name: 'Starter', price: '$0', featured: false },
  { name: 'Team', price: '$12', featured: true },
  { name: 'Business', price: '$29', featured: false },
];

export default function BoxResponsiveSx() {
  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, 1fr)' },
        gap: { xs: 1, sm: 2 },
      }}
    >
      {plans.map((plan) => (
        <Box
          key={plan.name}
          sx={[
            {
              p: { xs: 1.5, sm: 2 },
              border: 1,
              borderColor: 'divider',
              borderRadius: 2,
              transition: 'box-shadow 200ms, transform 200ms',
              '&:hover': { boxShadow: 4, transform: 'translateY(-2px)' },
            },
            plan.featured && {
              borderColor: 'primary.main',
              bgcolor: 'action.hover',
            },
          ]}
        >
          <Box sx={{ fontWeight: 'bold' }}>{plan.name}</Box>
          <Box
            sx={{
              typography: 'h5',
              color: plan.featured ? 'primary.main' : 'text.primary',
            }}
          >
            {plan.price}
            <Box component="span" sx={{ typography: 'body2', color: 'text.secondary' }}>
              {' '}
              per user / month
            </Box>
          </Box>
        </Box>
      ))}
    </Box>
  );
}
