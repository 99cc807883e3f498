import Stack from '@mui/joy/Stack';
import Switch from '@mui/joy/Switch';
import Typography from '@mui/joy/Typography';

export default function BasicSwitch() {
  return (
    <Stack spacing={2} sx={{ maxWidth: 320, width: '100%' }}>
      {/* The label wraps the switch, so clicking the text toggles it and names it for screen readers. */}
      <Typography component="label" sx={{ justifyContent: 'space-between', gap: 2 }} endDecorator={<Switch defaultChecked />}>
        Show line numbers
      </Typography>
      <Typography component="label" sx={{ justifyContent: 'space-between', gap: 2 }} endDecorator={<Switch />}>
        Wrap long lines
      </Typography>
      <Typography component="label" sx={{ justifyContent: 'space-between', gap: 2 }} endDecorator={<Switch defaultChecked />}>
        Format on save
      </Typography>
    </Stack>
  );
}
