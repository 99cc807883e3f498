import Box from '@mui/joy/Box';
import Link from '@mui/joy/Link';

export default function LinkVariants() {
  return (
    <Box sx={{ display: 'flex', gap: 3, flexWrap: 'wrap', alignItems: 'center' }}>
      <Link href="#variants">Link</Link>
      <Link href="#variants" variant="plain">
        Plain
      </Link>
      <Link href="#variants" variant="outlined">
        Outlined
      </Link>
      <Link href="#variants" variant="soft">
        Soft
      </Link>
      <Link href="#variants" variant="solid">
        Solid
      </Link>
    </Box>
  );
}
