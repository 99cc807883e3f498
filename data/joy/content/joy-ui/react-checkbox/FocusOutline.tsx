import Box from '@mui/joy/Box';
import Checkbox from '@mui/joy/Checkbox';

export default function FocusOutline() {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2.5 }}>
      <Checkbox label="Ring around the box and the label (default)" />
      <Checkbox label="Ring around the box only" slotProps={{ checkbox: { sx: { position: 'relative' } } }} />
    </Box>
  );
}
