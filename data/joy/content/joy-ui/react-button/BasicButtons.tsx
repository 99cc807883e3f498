import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';

export default function BasicButtons() {
  return (
    <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
      <Button>Publish</Button>
      <Button variant="soft">Save draft</Button>
      <Button variant="outlined">Preview</Button>
      <Button variant="plain">Discard</Button>
    </Box>
  );
}
