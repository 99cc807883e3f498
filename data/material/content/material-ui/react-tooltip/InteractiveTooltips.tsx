import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';

const reference = 'Order reference: 7Q4-KX2-91M';

export default function InteractiveTooltips() {
  return (
    <Stack direction="row" spacing={2} useFlexGap sx={{ justifyContent: 'center', flexWrap: 'wrap' }}>
      <Tooltip title={reference} describeChild>
        <Button variant="outlined">Interactive</Button>
      </Tooltip>
      <Tooltip title={reference} describeChild disableInteractive>
        <Button variant="outlined">disableInteractive</Button>
      </Tooltip>
    </Stack>
  );
}
