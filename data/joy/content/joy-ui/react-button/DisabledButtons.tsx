import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';

export default function DisabledButtons() {
  return (
    <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap', alignItems: 'center' }}>
      <Button disabled>Submit claim</Button>
      <Button disabled variant="soft">
        Submit claim
      </Button>
      <Button disabled variant="outlined">
        Submit claim
      </Button>
      <Button disabled variant="plain">
        Submit claim
      </Button>
    </Box>
  );
}
