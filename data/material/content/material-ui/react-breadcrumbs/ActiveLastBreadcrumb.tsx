import * as React from 'react';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Link from '@mui/material/Link';

// The sample addresses stay on this page (a query). A plain click on a link is kept from
// reloading the page; Ctrl/Cmd/Shift-click still opens it in a new tab or window.
function preventPlainLinkClick(event: React.MouseEvent<HTMLElement>) {
  const link = (event.target as HTMLElement).closest('a');
  if (link && event.currentTarget.contains(link) && !(event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)) {
    event.preventDefault();
  }
}

export default function ActiveLastBreadcrumb() {
  return (
    <Breadcrumbs aria-label="breadcrumb" onClick={preventPlainLinkClick}>
      <Link underline="hover" color="inherit" href="?section=help">
        Help centre
      </Link>
      <Link underline="hover" color="inherit" href="?section=billing">
        Billing
      </Link>
      {/* The current page stays a link, marked so that assistive technology announces it. */}
      <Link underline="hover" color="text.primary" href="?section=change-plan" aria-current="page">
        Change your plan
      </Link>
    </Breadcrumbs>
  );
}
