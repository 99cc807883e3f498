import Breadcrumbs from '@mui/joy/Breadcrumbs';
import Link from '@mui/joy/Link';
import Typography from '@mui/joy/Typography';
import HomeRounded from '@mui/icons-material/HomeRounded';
import FolderRounded from '@mui/icons-material/FolderRounded';
import DescriptionOutlined from '@mui/icons-material/DescriptionOutlined';
import ChevronRightRounded from '@mui/icons-material/ChevronRightRounded';

export default function BreadcrumbsWithIcons() {
  return (
    <Breadcrumbs separator={<ChevronRightRounded fontSize="small" />} aria-label="Breadcrumb">
      <Link color="neutral" href="?section=home" aria-label="Home">
        <HomeRounded />
      </Link>
      <Link color="neutral" href="?section=drive" startDecorator={<FolderRounded />}>
        Shared drive
      </Link>
      <Link color="neutral" href="?section=drive-contracts" startDecorator={<FolderRounded />}>
        Contracts
      </Link>
      <Typography startDecorator={<DescriptionOutlined />} aria-current="page">
        Lease 2025.pdf
      </Typography>
    </Breadcrumbs>
  );
}
