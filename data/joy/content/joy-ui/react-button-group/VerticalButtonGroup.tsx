import Button from '@mui/joy/Button';
import ButtonGroup from '@mui/joy/ButtonGroup';
import Stack from '@mui/joy/Stack';

export default function VerticalButtonGroup() {
  return (
    <Stack direction="row" spacing={3} sx={{ flexWrap: 'wrap', rowGap: 2 }}>
      <ButtonGroup orientation="vertical" aria-label="Move layer">
        <Button>Bring to front</Button>
        <Button>Bring forward</Button>
        <Button>Send backward</Button>
        <Button>Send to back</Button>
      </ButtonGroup>
      <ButtonGroup orientation="vertical" variant="soft" color="neutral" aria-label="Move layer (soft)">
        <Button>Bring to front</Button>
        <Button>Bring forward</Button>
        <Button>Send backward</Button>
        <Button>Send to back</Button>
      </ButtonGroup>
    </Stack>
  );
}
