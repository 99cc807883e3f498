import * as React from 'react';
import Box from '@mui/material/Box';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import EditIcon from '@mui/icons-material/Edit';

// The sample addresses stay on this page (a query). A plain click on a link is kept from
// reloading the page; Ctrl/Cmd/Shift-click still opens it in a new tab or window.
function preventPlainLinkClick(event: React.MouseEvent<HTMLElement>) {
  const link = (event.target as HTMLElement).closest('a');
  if (link && event.currentTarget.contains(link) && !(event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)) {
    event.preventDefault();
  }
}

export default function PageHeaderBreadcrumbs() {
  return (
    <Box component="header" sx={{ pb: 2, borderBottom: 1, borderColor: 'divider' }}>
      {/* The page title is the last level, so the trail lists only its ancestors. */}
      <Breadcrumbs aria-label="breadcrumb" onClick={preventPlainLinkClick} sx={{ typography: 'body2' }}>
        <Link underline="hover" color="inherit" href="?section=customers">
          Customers
        </Link>
        <Link underline="hover" color="inherit" href="?section=enterprise">
          Enterprise
        </Link>
      </Breadcrumbs>
      <Stack direction="row" spacing={2} useFlexGap sx={{ mt: 1, flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography variant="h5" component="p">
          Lindqvist Logistics AB
        </Typography>
        <Button variant="outlined" startIcon={<EditIcon />}>
          Edit customer
        </Button>
      </Stack>
    </Box>
  );
}
