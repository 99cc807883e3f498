import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';

// Popper.js's offset modifier: [along the anchor, away from the anchor], in pixels.
const closer = { popper: { modifiers: [{ name: 'offset', options: { offset: [0, -10] } }] } };
const farther = { popper: { modifiers: [{ name: 'offset', options: { offset: [0, 16] } }] } };

export default function TooltipOffset() {
  return (
    <Stack direction="row" spacing={2} useFlexGap sx={{ justifyContent: 'center', flexWrap: 'wrap' }}>
      <Tooltip title="Default distance" describeChild>
        <Button variant="outlined">Default</Button>
      </Tooltip>
      <Tooltip title="10 px closer" describeChild slotProps={closer}>
        <Button variant="outlined">Closer</Button>
      </Tooltip>
      <Tooltip title="16 px farther" describeChild slotProps={farther}>
        <Button variant="outlined">Farther</Button>
      </Tooltip>
    </Stack>
  );
}
