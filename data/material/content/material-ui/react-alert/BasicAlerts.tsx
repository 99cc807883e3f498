import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';

export default function BasicAlerts() {
  return (
    <Stack spacing={2} sx={{ width: '100%' }}>
      <Alert severity="success">Your profile photo was updated.</Alert>
      <Alert severity="info">Scheduled maintenance starts Sunday at 02:00 UTC.</Alert>
      <Alert severity="warning">Your storage is 90% full. Older backups may be removed.</Alert>
      <Alert severity="error">The payment could not be processed. Check the card details.</Alert>
    </Stack>
  );
}
