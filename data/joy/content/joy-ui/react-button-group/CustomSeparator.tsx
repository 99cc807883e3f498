import Button from '@mui/joy/Button';
import ButtonGroup from '@mui/joy/ButtonGroup';
import Divider from '@mui/joy/Divider';
import IconButton from '@mui/joy/IconButton';
import Stack from '@mui/joy/Stack';
import ArrowDropDown from '@mui/icons-material/ArrowDropDown';

export default function CustomSeparator() {
  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      <ButtonGroup variant="solid" color="primary" aria-label="Book a table" sx={{ '--ButtonGroup-separatorSize': '0px' }}>
        <Button>Book a table</Button>
        <Divider sx={{ '--Divider-lineColor': 'rgb(255 255 255 / 0.6)' }} />
        <IconButton aria-label="Choose a time">
          <ArrowDropDown />
        </IconButton>
      </ButtonGroup>
      <ButtonGroup variant="soft" color="neutral" aria-label="Pages" sx={{ '--ButtonGroup-separatorSize': '0px' }}>
        <Button>Insert page</Button>
        <Divider />
        <Button>Delete page</Button>
        <Divider />
        <Button>Rotate</Button>
      </ButtonGroup>
      <ButtonGroup variant="plain" aria-label="Comment actions" sx={{ '--ButtonGroup-separatorSize': '0px', '--Divider-inset': '0.25rem' }}>
        <Button>Reply</Button>
        <Divider />
        <Button>Resolve</Button>
      </ButtonGroup>
    </Stack>
  );
}
