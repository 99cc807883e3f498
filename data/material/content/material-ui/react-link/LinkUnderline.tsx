import * as React from 'react';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';

// The sample addresses stay on this page (a query). A plain click on a link is kept from
// reloading the page; Ctrl/Cmd/Shift-click still opens it in a new tab or window.
function preventPlainLinkClick(event: React.MouseEvent<HTMLElement>) {
  const link = (event.target as HTMLElement).closest('a');
  if (link && event.currentTarget.contains(link) && !(event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)) {
    event.preventDefault();
  }
}

export default function LinkUnderline() {
  return (
    <Stack direction="row" spacing={3} useFlexGap sx={{ flexWrap: 'wrap' }} onClick={preventPlainLinkClick}>
      <Link href="?section=pricing" underline="always">
        Pricing (always)
      </Link>
      <Link href="?section=careers" underline="hover">
        Careers (hover)
      </Link>
      <Link href="?section=press-kit" underline="none">
        Press kit (none)
      </Link>
    </Stack>
  );
}
