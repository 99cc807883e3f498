import Box from '@mui/joy/Box';
import Checkbox from '@mui/joy/Checkbox';

export default function BasicCheckbox() {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Checkbox label="Email me a receipt" defaultChecked />
      <Checkbox label="Keep me signed in on this device" />
    </Box>
  );
}
