import * as React from 'react';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

const folders = ['Company', 'Engineering', 'Platform', 'Services', 'Billing', 'Runbooks'];

// The sample addresses stay on this page (a query). A plain click on a link is kept from
// reloading the page; Ctrl/Cmd/Shift-click still opens it in a new tab or window.
function preventPlainLinkClick(event: React.MouseEvent<HTMLElement>) {
  const link = (event.target as HTMLElement).closest('a');
  if (link && event.currentTarget.contains(link) && !(event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)) {
    event.preventDefault();
  }
}

function Path({ label, ...props }: { label: string; maxItems: number; itemsBeforeCollapse?: number; itemsAfterCollapse?: number }) {
  return (
    <Breadcrumbs aria-label={label} onClick={preventPlainLinkClick} {...props}>
      {folders.map((folder) => (
        <Link key={folder} underline="hover" color="inherit" href={`?section=${folder.toLowerCase()}`}>
          {folder}
        </Link>
      ))}
      <Typography sx={{ color: 'text.primary' }}>Incident response</Typography>
    </Breadcrumbs>
  );
}

export default function CollapsedBreadcrumbs() {
  return (
    <Stack spacing={2}>
      {/* One item before and one after the ellipsis (the defaults). */}
      <Path label="breadcrumb, collapsed" maxItems={3} />
      {/* Two before and two after. */}
      <Path label="breadcrumb, collapsed with more context" maxItems={5} itemsBeforeCollapse={2} itemsAfterCollapse={2} />
    </Stack>
  );
}
