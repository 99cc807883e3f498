import Box from '@mui/joy/Box';
import Link from '@mui/joy/Link';
import Typography from '@mui/joy/Typography';

export default function DisabledLink() {
  // `disabled` only styles the link and blocks pointer clicks. Leave out `href` as well,
  // so that the keyboard cannot follow it, and say why it is unavailable.
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}>
      <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap', alignItems: 'center' }}>
        <Link disabled aria-disabled="true">
          Download the annual report
        </Link>
        <Typography level="body-sm">Available from 3 March.</Typography>
      </Box>
      <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap', alignItems: 'center' }}>
        <Link disabled aria-disabled="true" variant="soft">
          Export as CSV
        </Link>
        <Typography level="body-sm">Select at least one row to export.</Typography>
      </Box>
    </Box>
  );
}
