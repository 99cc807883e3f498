import Stack from '@mui/joy/Stack';
import Switch from '@mui/joy/Switch';
import Typography from '@mui/joy/Typography';

export default function SwitchStates() {
  return (
    <Stack spacing={2} sx={{ maxWidth: 360, width: '100%' }}>
      <Typography component="label" sx={{ justifyContent: 'space-between', gap: 2 }} endDecorator={<Switch disabled />}>
        Disabled, off
      </Typography>
      <Typography component="label" sx={{ justifyContent: 'space-between', gap: 2 }} endDecorator={<Switch disabled defaultChecked />}>
        Disabled, on
      </Typography>
      {/* readOnly alone does not stop a click in this version: a fixed `checked` without onChange does. */}
      <Typography component="label" sx={{ justifyContent: 'space-between', gap: 2 }} endDecorator={<Switch readOnly checked />}>
        Read-only: managed by your organization
      </Typography>
    </Stack>
  );
}
