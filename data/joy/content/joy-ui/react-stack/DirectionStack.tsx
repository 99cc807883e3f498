import Stack from '@mui/joy/Stack';
import Button from '@mui/joy/Button';

export default function DirectionStack() {
  return (
    <Stack direction="row" spacing={1}>
      <Button variant="outlined" color="neutral">
        Cancel
      </Button>
      <Button>Save</Button>
    </Stack>
  );
}
