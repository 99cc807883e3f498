import * as React from 'react';
import Breadcrumbs from '@mui/joy/Breadcrumbs';
import Button from '@mui/joy/Button';
import Link from '@mui/joy/Link';
import Typography from '@mui/joy/Typography';

const trail = [
  { label: 'Archive', href: '?section=archive' },
  { label: '2024', href: '#archive-2024' },
  { label: 'Autumn', href: '#archive-2024-autumn' },
  { label: 'October', href: '#archive-2024-autumn-october' },
  { label: 'Week 42', href: '?section=archive-2024-autumn-october-42' },
];

export default function CondensedBreadcrumbs() {
  const [expanded, setExpanded] = React.useState(false);
  const firstRevealed = React.useRef<HTMLAnchorElement>(null);
  const hidden = trail.slice(1, -1);
  const last = trail[trail.length - 1];

  // The button disappears once pressed: move the keyboard focus to the first link it revealed.
  const expand = () => {
    setExpanded(true);
  };
  React.useEffect(() => {
    if (expanded) {
      firstRevealed.current?.focus();
    }
  }, [expanded]);

  return (
    <Breadcrumbs aria-label="Breadcrumb">
      <Link color="neutral" href={trail[0].href}>
        {trail[0].label}
      </Link>
      {expanded ? (
        hidden.map((item, index) => (
          <Link key={item.href} ref={index === 0 ? firstRevealed : undefined} color="neutral" href={item.href}>
            {item.label}
          </Link>
        ))
      ) : (
        <Button
          size="sm"
          variant="plain"
          color="neutral"
          onClick={expand}
          aria-label={`Show ${hidden.length} more levels`}
          sx={{ minHeight: 0, px: 0.75, py: 0 }}
        >
          …
        </Button>
      )}
      <Link color="neutral" href={last.href}>
        {last.label}
      </Link>
      <Typography aria-current="page">Meeting notes</Typography>
    </Breadcrumbs>
  );
}
