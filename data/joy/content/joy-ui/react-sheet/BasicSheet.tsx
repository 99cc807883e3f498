import Sheet from '@mui/joy/Sheet';
import Typography from '@mui/joy/Typography';

export default function BasicSheet() {
  return (
    <Sheet variant="outlined" sx={{ width: 320, maxWidth: '100%', p: 2, borderRadius: 'sm' }}>
      <Typography level="title-md" component="h3">
        Night shift handover
      </Typography>
      <Typography level="body-sm" sx={{ mt: 0.5 }}>
        Ward 4 is full. Bed 12 is waiting for a scan at 07:30; the pharmacy order for bed 3 has been sent.
      </Typography>
    </Sheet>
  );
}
