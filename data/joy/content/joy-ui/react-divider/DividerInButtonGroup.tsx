import Button from '@mui/joy/Button';
import ButtonGroup from '@mui/joy/ButtonGroup';
import Divider from '@mui/joy/Divider';
import IconButton from '@mui/joy/IconButton';
import ArrowDropDown from '@mui/icons-material/ArrowDropDown';

export default function DividerInButtonGroup() {
  return (
    <ButtonGroup variant="solid" color="primary" aria-label="Publish options">
      <Button>Publish now</Button>
      <Divider sx={{ '--Divider-lineColor': 'rgba(255 255 255 / 0.5)' }} />
      <IconButton aria-label="More publishing options">
        <ArrowDropDown />
      </IconButton>
    </ButtonGroup>
  );
}
