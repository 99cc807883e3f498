import * as React from 'react';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

// The sample addresses stay on this page (a query). A plain click on a link is kept from
// reloading the page; Ctrl/Cmd/Shift-click still opens it in a new tab or window.
function preventPlainLinkClick(event: React.MouseEvent<HTMLElement>) {
  const link = (event.target as HTMLElement).closest('a');
  if (link && event.currentTarget.contains(link) && !(event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)) {
    event.preventDefault();
  }
}

export default function BasicLinks() {
  return (
    <Stack spacing={2} onClick={preventPlainLinkClick}>
      <Typography>
        Your plan renews on 1 March. Review the <Link href="?section=billing-terms">billing terms</Link> or{' '}
        <Link href="?section=plan-options" color="secondary">
          compare plans
        </Link>{' '}
        before then.
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        Questions?{' '}
        <Link href="?section=help-center" color="inherit">
          Visit the help center
        </Link>
      </Typography>
      <Link href="?section=changelog" variant="subtitle1">
        What changed in version 3.2
      </Link>
    </Stack>
  );
}
