import Button from '@mui/joy/Button';
import ButtonGroup from '@mui/joy/ButtonGroup';
import IconButton from '@mui/joy/IconButton';
import Stack from '@mui/joy/Stack';
import Add from '@mui/icons-material/Add';
import Remove from '@mui/icons-material/Remove';
import ThumbUpOutlined from '@mui/icons-material/ThumbUpOutlined';
import ThumbDownOutlined from '@mui/icons-material/ThumbDownOutlined';

export default function PillButtonGroup() {
  return (
    <Stack direction="row" spacing={2} sx={{ flexWrap: 'wrap', rowGap: 2, alignItems: 'center' }}>
      <ButtonGroup variant="soft" aria-label="Rate this answer" sx={{ '--ButtonGroup-radius': '40px' }}>
        <Button startDecorator={<ThumbUpOutlined />}>Helpful · 128</Button>
        <IconButton aria-label="Not helpful">
          <ThumbDownOutlined />
        </IconButton>
      </ButtonGroup>
      <ButtonGroup aria-label="Zoom" sx={{ '--ButtonGroup-radius': '40px' }}>
        <IconButton aria-label="Zoom out">
          <Remove />
        </IconButton>
        <IconButton aria-label="Zoom in">
          <Add />
        </IconButton>
      </ButtonGroup>
    </Stack>
  );
}
