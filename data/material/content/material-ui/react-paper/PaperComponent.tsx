import * as React from 'react';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

const steps = [
  'Unplug the kettle and let it cool.',
  'Fill it halfway with equal parts water and vinegar.',
  'Boil, wait an hour, then rinse twice.',
];

export default function PaperComponent() {
  return (
    <Paper component="section" aria-labelledby="descale-heading" variant="outlined" sx={{ p: 2, maxWidth: 420, mx: 'auto' }}>
      <Typography id="descale-heading" component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
        Descaling the kettle
      </Typography>
      <Paper component="ol" elevation={0} sx={{ m: 0, mt: 1, pl: 3, bgcolor: 'action.hover', py: 1.5, pr: 2 }}>
        {steps.map((step) => (
          <Typography key={step} component="li" variant="body2" sx={{ py: 0.25 }}>
            {step}
          </Typography>
        ))}
      </Paper>
    </Paper>
  );
}
