import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Stack from '@mui/material/Stack';

export default function AlertTitles() {
  return (
    <Stack spacing={2} sx={{ width: '100%' }}>
      <Alert severity="warning">
        <AlertTitle>Unverified email address</AlertTitle>
        We sent a link to r.okafor@example.com. Password resets will not work until you confirm it.
      </Alert>
      <Alert severity="error" variant="outlined">
        <AlertTitle>Import stopped at row 212</AlertTitle>
        The date &quot;31/02/2025&quot; is not valid. Fix the row and upload the file again.
      </Alert>
    </Stack>
  );
}
