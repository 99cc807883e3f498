import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import Tooltip from '@mui/joy/Tooltip';

export default function TooltipDelays() {
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
      <Tooltip title="Opened after half a second" enterDelay={500} describeChild>
        <Button variant="outlined">enterDelay 500</Button>
      </Tooltip>
      <Tooltip title="Stays for a second after you leave" leaveDelay={1000} describeChild>
        <Button variant="outlined">leaveDelay 1000</Button>
      </Tooltip>
      <Tooltip title="Opens at once if another tooltip was just open" enterDelay={600} enterNextDelay={0} describeChild>
        <Button variant="outlined">enterNextDelay 0</Button>
      </Tooltip>
    </Box>
  );
}
