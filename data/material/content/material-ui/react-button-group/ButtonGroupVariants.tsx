import Button from '@mui/material/Button';
import ButtonGroup from '@mui/material/ButtonGroup';
import Stack from '@mui/material/Stack';

export default function ButtonGroupVariants() {
  return (
    <Stack spacing={2} sx={{ alignItems: 'center' }}>
      <ButtonGroup variant="outlined" aria-label="Message actions">
        <Button>Reply</Button>
        <Button>Forward</Button>
        <Button>Archive</Button>
      </ButtonGroup>
      <ButtonGroup variant="contained" aria-label="Clipboard actions">
        <Button>Cut</Button>
        <Button>Copy</Button>
        <Button>Paste</Button>
      </ButtonGroup>
      <ButtonGroup variant="text" aria-label="History actions">
        <Button>Undo</Button>
        <Button>Redo</Button>
        <Button>History</Button>
      </ButtonGroup>
    </Stack>
  );
}
