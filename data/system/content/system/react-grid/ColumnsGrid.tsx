import Box from '@mui/system/Box';
import Grid from '@mui/system/Grid';

const steps = ['Cart', 'Shipping', 'Payment', 'Review', 'Done'];

export default function ColumnsGrid() {
  return (
    <Grid container columns={5} spacing={0.5} component="ol" sx={{ m: 0, p: 0, listStyle: 'none' }}>
      {steps.map((step, index) => (
        <Grid key={step} size={1} component="li" aria-current={index === 2 ? 'step' : undefined}>
          <Box
            sx={{
              py: 1,
              textAlign: 'center',
              fontSize: { xs: 12, sm: 14 },
              borderTop: 4,
              borderColor: index < 2 ? 'primary.main' : 'divider',
              color: index < 2 ? 'text.primary' : 'text.secondary',
              fontWeight: index === 2 ? 600 : 400,
            }}
          >
            {step}
          </Box>
        </Grid>
      ))}
    </Grid>
  );
}
