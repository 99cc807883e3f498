import Box from '@mui/joy/Box';
import Breadcrumbs from '@mui/joy/Breadcrumbs';
import Link from '@mui/joy/Link';
import Typography from '@mui/joy/Typography';

export default function BreadcrumbsSizes() {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
      {(['sm', 'md', 'lg'] as const).map((size) => (
        <Breadcrumbs key={size} size={size} aria-label={`Breadcrumb, size ${size}`}>
          <Link color="neutral" href="?section=docs">
            Docs
          </Link>
          <Link color="neutral" href="?section=docs-api">
            API
          </Link>
          <Typography>Size {size}</Typography>
        </Breadcrumbs>
      ))}
    </Box>
  );
}
