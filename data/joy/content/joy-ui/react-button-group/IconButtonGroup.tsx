import Button from '@mui/joy/Button';
import ButtonGroup from '@mui/joy/ButtonGroup';
import IconButton from '@mui/joy/IconButton';
import Stack from '@mui/joy/Stack';
import Undo from '@mui/icons-material/Undo';
import Redo from '@mui/icons-material/Redo';
import ContentCut from '@mui/icons-material/ContentCut';
import ContentCopy from '@mui/icons-material/ContentCopy';
import ContentPaste from '@mui/icons-material/ContentPaste';
import Download from '@mui/icons-material/Download';

export default function IconButtonGroup() {
  return (
    <Stack direction="row" spacing={2} sx={{ flexWrap: 'wrap', rowGap: 2 }}>
      <ButtonGroup aria-label="History">
        <IconButton aria-label="Undo">
          <Undo />
        </IconButton>
        <IconButton aria-label="Redo">
          <Redo />
        </IconButton>
      </ButtonGroup>
      <ButtonGroup variant="soft" aria-label="Clipboard">
        <IconButton aria-label="Cut">
          <ContentCut />
        </IconButton>
        <IconButton aria-label="Copy">
          <ContentCopy />
        </IconButton>
        <IconButton aria-label="Paste">
          <ContentPaste />
        </IconButton>
      </ButtonGroup>
      <ButtonGroup aria-label="Download report">
        <Button startDecorator={<Download />}>Report.pdf</Button>
        <IconButton aria-label="Copy download link">
          <ContentCopy />
        </IconButton>
      </ButtonGroup>
    </Stack>
  );
}
