import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';

export default function TouchDelayTooltip() {
  return (
    <Stack direction="row" spacing={2} useFlexGap sx={{ justifyContent: 'center', flexWrap: 'wrap' }}>
      <Tooltip title="Long press: opens after 700 ms, closes 1.5 s after you lift your finger" describeChild>
        <Button variant="outlined">Default touch</Button>
      </Tooltip>
      <Tooltip title="Opens at once and stays for 4 s" describeChild enterTouchDelay={0} leaveTouchDelay={4000}>
        <Button variant="outlined">Quick touch</Button>
      </Tooltip>
    </Stack>
  );
}
