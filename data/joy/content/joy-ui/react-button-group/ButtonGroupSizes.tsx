import Button from '@mui/joy/Button';
import ButtonGroup from '@mui/joy/ButtonGroup';
import Stack from '@mui/joy/Stack';

export default function ButtonGroupSizes() {
  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      <ButtonGroup size="sm" aria-label="Small group">
        <Button>Reply</Button>
        <Button>Forward</Button>
        <Button>Archive</Button>
      </ButtonGroup>
      <ButtonGroup size="md" aria-label="Medium group">
        <Button>Reply</Button>
        <Button>Forward</Button>
        <Button>Archive</Button>
      </ButtonGroup>
      <ButtonGroup size="lg" aria-label="Large group">
        <Button>Reply</Button>
        <Button>Forward</Button>
        <Button>Archive</Button>
      </ButtonGroup>
    </Stack>
  );
}
