import * as React from 'react';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import HomeIcon from '@mui/icons-material/Home';
import FolderIcon from '@mui/icons-material/Folder';
import DescriptionIcon from '@mui/icons-material/Description';

// The sample addresses stay on this page (a query). A plain click on a link is kept from
// reloading the page; Ctrl/Cmd/Shift-click still opens it in a new tab or window.
function preventPlainLinkClick(event: React.MouseEvent<HTMLElement>) {
  const link = (event.target as HTMLElement).closest('a');
  if (link && event.currentTarget.contains(link) && !(event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)) {
    event.preventDefault();
  }
}

export default function IconBreadcrumbs() {
  return (
    <Breadcrumbs aria-label="breadcrumb" onClick={preventPlainLinkClick}>
      <Link underline="hover" color="inherit" href="?section=drive" sx={{ display: 'flex', alignItems: 'center' }}>
        <HomeIcon sx={{ mr: 0.5 }} fontSize="inherit" />
        My drive
      </Link>
      <Link underline="hover" color="inherit" href="?section=contracts" sx={{ display: 'flex', alignItems: 'center' }}>
        <FolderIcon sx={{ mr: 0.5 }} fontSize="inherit" />
        Contracts
      </Link>
      <Typography sx={{ color: 'text.primary', display: 'flex', alignItems: 'center' }}>
        <DescriptionIcon sx={{ mr: 0.5 }} fontSize="inherit" />
        Lease renewal 2025
      </Typography>
    </Breadcrumbs>
  );
}
