import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';

export default function DisabledTooltips() {
  return (
    <Stack direction="row" sx={{ justifyContent: 'center' }}>
      <Tooltip title="Add a payment method before you place the order" describeChild>
        {/* A disabled button fires no mouse events; the span receives them instead. */}
        <span style={{ display: 'inline-block' }}>
          <Button variant="contained" disabled>
            Place order
          </Button>
        </span>
      </Tooltip>
    </Stack>
  );
}
