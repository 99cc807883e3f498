import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';

export default function ButtonVariants() {
  return (
    <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap', alignItems: 'center' }}>
      <Button variant="solid">Place order</Button>
      <Button variant="soft">Save for later</Button>
      <Button variant="outlined">Compare plans</Button>
      <Button variant="plain">Skip this step</Button>
    </Box>
  );
}
