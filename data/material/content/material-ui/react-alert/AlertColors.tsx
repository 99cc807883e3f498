import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';

export default function AlertColors() {
  return (
    <Stack spacing={2} sx={{ width: '100%' }}>
      {/* The icon still says "success"; the color is neutral, for a message that is not a celebration. */}
      <Alert severity="success" color="info">
        Draft saved automatically at 14:32.
      </Alert>
      <Alert severity="info" color="warning" variant="outlined">
        Trial ends in 3 days. Add a payment method to keep your projects.
      </Alert>
    </Stack>
  );
}
