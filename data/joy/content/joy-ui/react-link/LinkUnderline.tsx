import Box from '@mui/joy/Box';
import Link from '@mui/joy/Link';
import Typography from '@mui/joy/Typography';

export default function LinkUnderline() {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}>
      <Typography level="body-sm">
        <Link href="#underline" underline="hover">
          underline=&quot;hover&quot;
        </Link>{' '}
        (the default): the line appears when you point at the link.
      </Typography>
      <Typography level="body-sm">
        <Link href="#underline" underline="always">
          underline=&quot;always&quot;
        </Link>{' '}
        : the safest choice inside running text.
      </Typography>
      <Typography level="body-sm">
        <Link href="#underline" underline="none">
          underline=&quot;none&quot;
        </Link>{' '}
        : for links whose place makes them obvious, such as a menu.
      </Typography>
    </Box>
  );
}
