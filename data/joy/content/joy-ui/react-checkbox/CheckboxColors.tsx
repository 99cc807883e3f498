import Box from '@mui/joy/Box';
import Checkbox from '@mui/joy/Checkbox';

export default function CheckboxColors() {
  return (
    <Box sx={{ display: 'flex', gap: 3, flexWrap: 'wrap' }}>
      <Checkbox color="primary" label="Primary" defaultChecked />
      <Checkbox color="neutral" label="Neutral" defaultChecked />
      <Checkbox color="danger" label="Danger" defaultChecked />
      <Checkbox color="success" label="Success" defaultChecked />
      <Checkbox color="warning" label="Warning" defaultChecked />
    </Box>
  );
}
