import Button from '@mui/joy/Button';
import ButtonGroup from '@mui/joy/ButtonGroup';
import IconButton from '@mui/joy/IconButton';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import Settings from '@mui/icons-material/SettingsOutlined';

export default function DisabledButtonGroup() {
  return (
    <Stack spacing={2.5} sx={{ alignItems: 'flex-start' }}>
      <Stack spacing={1}>
        <Typography level="body-sm">The whole group, while the file is locked</Typography>
        <ButtonGroup disabled aria-label="File actions">
          <Button>Rename</Button>
          <Button>Move</Button>
          <Button>Duplicate</Button>
        </ButtonGroup>
      </Stack>
      <Stack spacing={1}>
        <Typography level="body-sm">{'Group disabled, settings still open (disabled={false} on the child)'}</Typography>
        <ButtonGroup disabled aria-label="Shared file actions">
          <Button>Rename</Button>
          <Button>Move</Button>
          <IconButton disabled={false} aria-label="File settings">
            <Settings />
          </IconButton>
        </ButtonGroup>
      </Stack>
    </Stack>
  );
}
