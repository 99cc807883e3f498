import Alert from '@mui/joy/Alert';
import Stack from '@mui/joy/Stack';

export default function AlertBasic() {
  return (
    <Stack spacing={2} sx={{ width: '100%' }}>
      <Alert>Your workspace is on the free plan. Invite up to five teammates.</Alert>
      <Alert color="success">Delivery address updated. Your next box ships on Thursday.</Alert>
    </Stack>
  );
}
