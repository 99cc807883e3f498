import Button from '@mui/joy/Button';
import Divider from '@mui/joy/Divider';
import Sheet from '@mui/joy/Sheet';
import Typography from '@mui/joy/Typography';

export default function FullWidthButtons() {
  return (
    <Sheet
      variant="outlined"
      sx={{ p: 2.5, borderRadius: 'md', maxWidth: 360, mx: 'auto', display: 'flex', flexDirection: 'column', gap: 1.5 }}
    >
      <Typography level="title-md">Order total: €48.90</Typography>
      <Typography level="body-sm">Three items, delivered Thursday.</Typography>
      <Button fullWidth size="lg">
        Pay now
      </Button>
      <Divider>or</Divider>
      <Button fullWidth variant="outlined" color="neutral">
        Pay on delivery
      </Button>
    </Sheet>
  );
}
