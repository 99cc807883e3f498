import Alert from '@mui/joy/Alert';
import Button from '@mui/joy/Button';
import IconButton from '@mui/joy/IconButton';
import Stack from '@mui/joy/Stack';
import CloudOffRounded from '@mui/icons-material/CloudOffRounded';
import CloseRounded from '@mui/icons-material/CloseRounded';
import EventAvailableRounded from '@mui/icons-material/EventAvailableRounded';
import LocalShippingRounded from '@mui/icons-material/LocalShippingRounded';

export default function AlertDecorators() {
  return (
    <Stack spacing={2} sx={{ width: '100%' }}>
      <Alert color="success" startDecorator={<EventAvailableRounded />}>
        Booking confirmed for Tuesday, 10:30.
      </Alert>
      <Alert
        color="warning"
        startDecorator={<CloudOffRounded />}
        endDecorator={
          <Button size="sm" variant="solid" color="warning">
            Retry
          </Button>
        }
      >
        You are offline. Edits are saved on this device.
      </Alert>
      <Alert
        variant="outlined"
        color="neutral"
        startDecorator={<LocalShippingRounded />}
        endDecorator={
          <IconButton variant="plain" size="sm" color="neutral" aria-label="Dismiss shipping notice">
            <CloseRounded />
          </IconButton>
        }
      >
        Free shipping on orders over €40 this week.
      </Alert>
    </Stack>
  );
}
