import Button from '@mui/joy/Button';
import ButtonGroup from '@mui/joy/ButtonGroup';
import IconButton from '@mui/joy/IconButton';
import Sheet from '@mui/joy/Sheet';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import MoreHoriz from '@mui/icons-material/MoreHoriz';

export default function StretchedButtonGroup() {
  return (
    <Stack spacing={3}>
      <Sheet variant="outlined" sx={{ p: 2, borderRadius: 'sm', maxWidth: 420, width: '100%' }}>
        <Typography level="title-sm" sx={{ mb: 1.5 }}>
          Invitation: design review, Tuesday 14:00
        </Typography>
        <ButtonGroup buttonFlex={1} aria-label="Reply to invitation">
          <Button>Yes</Button>
          <Button>Maybe</Button>
          <Button>No</Button>
          <IconButton aria-label="More reply options">
            <MoreHoriz />
          </IconButton>
        </ButtonGroup>
      </Sheet>
      <ButtonGroup buttonFlex="0 1 160px" sx={{ width: '100%', justifyContent: 'center' }} aria-label="Account">
        <Button>Sign in</Button>
        <Button>Create account</Button>
      </ButtonGroup>
    </Stack>
  );
}
