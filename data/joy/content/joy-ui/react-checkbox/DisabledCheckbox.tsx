import Box from '@mui/joy/Box';
import Checkbox from '@mui/joy/Checkbox';

export default function DisabledCheckbox() {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Checkbox disabled label="Security alerts (always on)" defaultChecked />
      <Checkbox disabled label="SMS updates (add a phone number first)" />
    </Box>
  );
}
