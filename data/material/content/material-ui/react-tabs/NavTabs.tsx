import * as React from 'react';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';

const pages = [
  { href: '?docs=overview', label: 'Overview' },
  { href: '?docs=guides', label: 'Guides' },
  { href: '?docs=reference', label: 'API reference' },
];

function isPlainClick(event: React.MouseEvent) {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

export default function NavTabs() {
  // Stands in for the current URL of a real app.
  const [current, setCurrent] = React.useState(pages[0].href);

  return (
    <Box sx={{ width: '100%' }}>
      <Tabs component="nav" value={current} aria-label="Documentation" sx={{ borderBottom: 1, borderColor: 'divider' }}>
        {pages.map((page) => (
          <Tab
            key={page.href}
            value={page.href}
            label={page.label}
            href={page.href}
            aria-current={page.href === current ? 'page' : undefined}
            onClick={(event: React.MouseEvent<HTMLAnchorElement>) => {
              // A modified click still opens the link in a new tab; a plain one navigates in place.
              if (isPlainClick(event)) {
                event.preventDefault();
                setCurrent(page.href);
              }
            }}
          />
        ))}
      </Tabs>
      <Typography sx={{ p: 2 }} role="status">
        Showing {pages.find((page) => page.href === current)?.label}.
      </Typography>
    </Box>
  );
}
