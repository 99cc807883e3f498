import Link from '@mui/joy/Link';
import Typography from '@mui/joy/Typography';

export default function LinkInTypography() {
  return (
    <Typography level="body-lg" sx={{ maxWidth: 560 }}>
      The river walk starts at the{' '}
      <Link href="?section=old-mill" underline="always">
        old mill
      </Link>{' '}
      and follows the bank for six kilometres. Bring water: the{' '}
      <Link href="?section=cafe" underline="always" color="success">
        café at the lock
      </Link>{' '}
      is closed on Mondays. Dogs stay on a lead through the{' '}
      <Link href="?section=reserve" variant="soft">
        nature reserve
      </Link>
      .
    </Typography>
  );
}
