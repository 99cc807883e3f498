import Button from '@mui/joy/Button';
import ButtonGroup from '@mui/joy/ButtonGroup';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';

export default function SeparatorColor() {
  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      <Typography level="body-sm">Default: the colour&apos;s outlined border</Typography>
      <ButtonGroup variant="solid" color="success" aria-label="Review (default separator)">
        <Button>Approve</Button>
        <Button>Approve and merge</Button>
      </ButtonGroup>
      <Typography level="body-sm">A darker shade of the same colour</Typography>
      <ButtonGroup
        variant="solid"
        color="success"
        aria-label="Review (dark separator)"
        sx={(theme) => ({ '--ButtonGroup-separatorColor': theme.vars.palette.success[800] })}
      >
        <Button>Approve</Button>
        <Button>Approve and merge</Button>
      </ButtonGroup>
      <Typography level="body-sm">The surface colour and 2 px: a gap between the buttons</Typography>
      <ButtonGroup
        variant="soft"
        color="primary"
        aria-label="Share"
        sx={(theme) => ({
          '--ButtonGroup-separatorColor': theme.vars.palette.background.surface,
          '--ButtonGroup-separatorSize': '2px',
        })}
      >
        <Button>Print</Button>
        <Button>Email</Button>
        <Button>Share</Button>
      </ButtonGroup>
    </Stack>
  );
}
