import Box from '@mui/joy/Box';
import Link from '@mui/joy/Link';
import Typography from '@mui/joy/Typography';

export default function BasicLinks() {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Link href="?section=opening-hours">Opening hours</Link>
      <Typography>
        Read our <Link href="?section=returns">returns policy</Link> before sending anything back.
      </Typography>
    </Box>
  );
}
