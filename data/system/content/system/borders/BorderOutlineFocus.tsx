import Box from '@mui/material/Box';

const plans = ['Monthly', 'Yearly'];

export default function BorderOutlineFocus() {
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, justifyContent: 'center' }}>
      {plans.map((plan) => (
        <Box
          key={plan}
          component="button"
          type="button"
          sx={{
            px: 3,
            py: 1.5,
            font: 'inherit',
            cursor: 'pointer',
            color: 'text.primary',
            bgcolor: 'background.paper',
            border: 1,
            borderColor: 'divider',
            borderRadius: 2,
            outline: 0,
            '&:hover': { borderColor: 'text.secondary' },
            '&:focus-visible': { outline: 3, outlineColor: 'primary.main', outlineOffset: 2 },
          }}
        >
          {plan} billing
        </Box>
      ))}
    </Box>
  );
}
