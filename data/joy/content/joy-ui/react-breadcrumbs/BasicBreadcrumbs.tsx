import Breadcrumbs from '@mui/joy/Breadcrumbs';
import Link from '@mui/joy/Link';
import Typography from '@mui/joy/Typography';

export default function BasicBreadcrumbs() {
  return (
    <Breadcrumbs aria-label="Breadcrumb">
      <Link color="neutral" href="?section=shop">
        Shop
      </Link>
      <Link color="neutral" href="?section=garden">
        Garden
      </Link>
      <Link color="neutral" href="?section=garden-tools">
        Hand tools
      </Link>
      <Typography aria-current="page">Pruning shears</Typography>
    </Breadcrumbs>
  );
}
