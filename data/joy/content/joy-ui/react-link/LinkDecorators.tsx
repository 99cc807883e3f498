import Box from '@mui/joy/Box';
import Chip from '@mui/joy/Chip';
import Link from '@mui/joy/Link';
import ArrowForwardRounded from '@mui/icons-material/ArrowForwardRounded';
import DownloadRounded from '@mui/icons-material/DownloadRounded';

export default function LinkDecorators() {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1.5, alignItems: 'flex-start' }}>
      <Link href="?section=manual" startDecorator={<DownloadRounded />}>
        User manual (PDF, 2.4 MB)
      </Link>
      <Link href="?section=pricing" endDecorator={<ArrowForwardRounded />}>
        Compare plans
      </Link>
      <Link
        href="?section=changelog"
        color="neutral"
        endDecorator={
          <Chip component="span" size="sm" color="success" variant="soft">
            New
          </Chip>
        }
      >
        Changelog
      </Link>
    </Box>
  );
}
