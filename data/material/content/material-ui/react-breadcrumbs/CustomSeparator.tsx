import * as React from 'react';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import NavigateNextIcon from '@mui/icons-material/NavigateNext';

const trail = [
  { label: 'Courses', href: '?section=courses' },
  { label: 'Photography', href: '?section=photography' },
];

// The sample addresses stay on this page (a query). A plain click on a link is kept from
// reloading the page; Ctrl/Cmd/Shift-click still opens it in a new tab or window.
function preventPlainLinkClick(event: React.MouseEvent<HTMLElement>) {
  const link = (event.target as HTMLElement).closest('a');
  if (link && event.currentTarget.contains(link) && !(event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)) {
    event.preventDefault();
  }
}

function Trail({ separator, label }: { separator: React.ReactNode; label: string }) {
  return (
    <Breadcrumbs separator={separator} aria-label={label} onClick={preventPlainLinkClick}>
      {trail.map((item) => (
        <Link key={item.href} underline="hover" color="inherit" href={item.href}>
          {item.label}
        </Link>
      ))}
      <Typography sx={{ color: 'text.primary' }}>Night skies</Typography>
    </Breadcrumbs>
  );
}

export default function CustomSeparator() {
  return (
    <Stack spacing={2}>
      <Trail separator="›" label="breadcrumb with an angle quote" />
      <Trail separator="·" label="breadcrumb with a dot" />
      <Trail separator={<NavigateNextIcon fontSize="small" />} label="breadcrumb with an icon" />
    </Stack>
  );
}
