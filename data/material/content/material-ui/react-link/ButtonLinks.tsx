import * as React from 'react';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';

export default function ButtonLinks() {
  const [expanded, setExpanded] = React.useState(false);

  return (
    <div>
      <Typography>
        The pilot ran for six weeks across three depots.{' '}
        {expanded && 'Delivery times fell by a fifth, and drivers asked to keep the new route planner. '}
        <Link
          component="button"
          variant="body1"
          aria-expanded={expanded}
          onClick={() => setExpanded((value) => !value)}
          sx={{ verticalAlign: 'baseline' }}
        >
          {expanded ? 'Show less' : 'Show more'}
        </Link>
      </Typography>
    </div>
  );
}
