import * as React from 'react';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';

// The sample addresses stay on this page (a query). A plain click on a link is kept from
// reloading the page; Ctrl/Cmd/Shift-click still opens it in a new tab or window.
function preventPlainLinkClick(event: React.MouseEvent<HTMLElement>) {
  const link = (event.target as HTMLElement).closest('a');
  if (link && event.currentTarget.contains(link) && !(event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)) {
    event.preventDefault();
  }
}

export default function BasicBreadcrumbs() {
  return (
    <Breadcrumbs aria-label="breadcrumb" onClick={preventPlainLinkClick}>
      <Link underline="hover" color="inherit" href="?section=home">
        Home
      </Link>
      <Link underline="hover" color="inherit" href="?section=garden">
        Garden
      </Link>
      <Typography sx={{ color: 'text.primary' }}>Watering cans</Typography>
    </Breadcrumbs>
  );
}
