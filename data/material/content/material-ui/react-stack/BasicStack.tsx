import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

const steps = [
  { title: 'Order placed', time: 'Mon 09:14' },
  { title: 'Packed at the warehouse', time: 'Mon 16:40' },
  { title: 'Handed to the courier', time: 'Tue 07:05' },
];

export default function BasicStack() {
  return (
    <Stack spacing={2} sx={{ width: '100%', maxWidth: 360 }}>
      {steps.map((step) => (
        <Paper key={step.title} variant="outlined" sx={{ px: 2, py: 1.5 }}>
          <Typography variant="body2" sx={{ fontWeight: 500 }}>
            {step.title}
          </Typography>
          <Typography variant="caption" sx={{ color: 'text.secondary' }}>
            {step.time}
          </Typography>
        </Paper>
      ))}
    </Stack>
  );
}
