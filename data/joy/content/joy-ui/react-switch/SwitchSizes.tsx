import Stack from '@mui/joy/Stack';
import Switch from '@mui/joy/Switch';
import Typography from '@mui/joy/Typography';

export default function SwitchSizes() {
  return (
    <Stack spacing={2}>
      <Typography component="label" level="body-sm" startDecorator={<Switch size="sm" defaultChecked sx={{ mr: 1 }} />}>
        Small: dense tables and toolbars
      </Typography>
      <Typography component="label" startDecorator={<Switch size="md" defaultChecked sx={{ mr: 1 }} />}>
        Medium: the default, for forms and settings
      </Typography>
      <Typography component="label" level="body-lg" startDecorator={<Switch size="lg" defaultChecked sx={{ mr: 1 }} />}>
        Large: touch screens and kiosks
      </Typography>
    </Stack>
  );
}
