import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';

export default function DisabledAndLinkButtons() {
  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <Button disabled>Text</Button>
        <Button variant="outlined" disabled>
          Outlined
        </Button>
        <Button variant="contained" disabled>
          Contained
        </Button>
      </Stack>
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <Button href="#accessibility">Read the accessibility notes</Button>
        <Button variant="outlined" href="/material-ui/react-button-group/">
          See Button Group
        </Button>
      </Stack>
    </Stack>
  );
}
