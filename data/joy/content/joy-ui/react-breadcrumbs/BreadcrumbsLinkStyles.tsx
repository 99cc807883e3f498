import Box from '@mui/joy/Box';
import Breadcrumbs from '@mui/joy/Breadcrumbs';
import Link from '@mui/joy/Link';
import Typography from '@mui/joy/Typography';

export default function BreadcrumbsLinkStyles() {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
      {/* Primary links and a bold current page */}
      <Breadcrumbs aria-label="Breadcrumb, primary links">
        <Link href="?section=help">Help centre</Link>
        <Link href="?section=help-billing">Billing</Link>
        <Typography fontWeight="lg" aria-current="page">
          Refunds
        </Typography>
      </Breadcrumbs>
      {/* Neutral links that underline on hover, a muted current page */}
      <Breadcrumbs aria-label="Breadcrumb, neutral links">
        <Link color="neutral" underline="hover" href="?section=help">
          Help centre
        </Link>
        <Link color="neutral" underline="hover" href="?section=help-billing">
          Billing
        </Link>
        <Typography textColor="text.tertiary" aria-current="page">
          Refunds
        </Typography>
      </Breadcrumbs>
      {/* Soft variant links: a pill-shaped trail */}
      <Breadcrumbs aria-label="Breadcrumb, soft links" sx={{ '--Breadcrumbs-gap': '0.25rem' }}>
        <Link variant="soft" color="neutral" href="?section=help" sx={{ borderRadius: 'xl', px: 1 }}>
          Help centre
        </Link>
        <Link variant="soft" color="neutral" href="?section=help-billing" sx={{ borderRadius: 'xl', px: 1 }}>
          Billing
        </Link>
        <Typography variant="solid" color="primary" aria-current="page" sx={{ borderRadius: 'xl', px: 1 }}>
          Refunds
        </Typography>
      </Breadcrumbs>
    </Box>
  );
}
