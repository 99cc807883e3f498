import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

const steps = [
  { title: 'Order received', detail: 'Mon 09:12' },
  { title: 'Packed', detail: 'Mon 15:40' },
  { title: 'Out for delivery', detail: 'Tue 08:05' },
];

export default function ResponsiveStackDirection() {
  return (
    <Paper variant="outlined" sx={{ width: '100%', p: 2 }}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={{ xs: 1.5, sm: 3 }}
        // The divider turns with the direction: horizontal lines in a column, vertical ones in a row.
        divider={<Divider flexItem sx={{ borderBottomWidth: { sm: 0 }, borderRightWidth: { xs: 0, sm: 1 } }} />}
      >
        {steps.map((step) => (
          <div key={step.title}>
            <Typography sx={{ fontWeight: 600 }}>{step.title}</Typography>
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {step.detail}
            </Typography>
          </div>
        ))}
      </Stack>
    </Paper>
  );
}
