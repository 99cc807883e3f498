import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';

export default function BasicSwitches() {
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
      <Switch defaultChecked slotProps={{ input: { role: 'switch', 'aria-label': 'Wi-Fi' } }} />
      <Switch slotProps={{ input: { role: 'switch', 'aria-label': 'Bluetooth' } }} />
      <Switch disabled slotProps={{ input: { role: 'switch', 'aria-label': 'Mobile hotspot' } }} />
      <Switch disabled defaultChecked slotProps={{ input: { role: 'switch', 'aria-label': 'Location services' } }} />
    </Stack>
  );
}
