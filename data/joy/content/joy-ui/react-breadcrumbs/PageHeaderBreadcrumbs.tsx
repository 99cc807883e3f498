import Box from '@mui/joy/Box';
import Breadcrumbs from '@mui/joy/Breadcrumbs';
import Button from '@mui/joy/Button';
import Chip from '@mui/joy/Chip';
import Link from '@mui/joy/Link';
import Typography from '@mui/joy/Typography';
import HomeRounded from '@mui/icons-material/HomeRounded';
import ChevronRightRounded from '@mui/icons-material/ChevronRightRounded';
import DownloadRounded from '@mui/icons-material/DownloadRounded';

export default function PageHeaderBreadcrumbs() {
  return (
    <Box component="header" sx={{ width: '100%' }}>
      <Breadcrumbs size="sm" aria-label="Breadcrumb" separator={<ChevronRightRounded fontSize="small" />} sx={{ px: 0 }}>
        <Link underline="none" color="neutral" href="?section=dashboard" aria-label="Dashboard">
          <HomeRounded />
        </Link>
        <Link underline="hover" color="neutral" href="?section=orders" fontSize={12} fontWeight={500}>
          Orders
        </Link>
        <Typography color="primary" fontWeight={500} fontSize={12} aria-current="page">
          #40212
        </Typography>
      </Breadcrumbs>
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: { xs: 'flex-start', sm: 'center' },
          justifyContent: 'space-between',
          gap: 1.5,
          mt: 0.5,
        }}
      >
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
          <Typography level="h3" component="h2">
            Order #40212
          </Typography>
          <Chip size="sm" variant="soft" color="warning">
            Awaiting payment
          </Chip>
        </Box>
        <Box sx={{ display: 'flex', gap: 1 }}>
          <Button size="sm" variant="outlined" color="neutral" startDecorator={<DownloadRounded />}>
            Invoice
          </Button>
          <Button size="sm">Send reminder</Button>
        </Box>
      </Box>
    </Box>
  );
}
