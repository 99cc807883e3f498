import * as React from 'react';
import Box from '@mui/joy/Box';
import Link from '@mui/joy/Link';
import Typography from '@mui/joy/Typography';

export default function LinkAsButton() {
  const [expanded, setExpanded] = React.useState(false);
  const id = React.useId();
  return (
    <Box sx={{ width: 420, maxWidth: '100%' }}>
      <Typography level="body-sm" id={id}>
        Our clinic opens at 8:00 on weekdays and 9:00 on Saturdays.
        {expanded
          ? ' On public holidays we are closed, but the out-of-hours line answers around the clock. Urgent prescriptions can be collected from the pharmacy on Mill Street.'
          : ''}
      </Typography>
      <Link
        component="button"
        level="body-sm"
        aria-expanded={expanded}
        aria-controls={id}
        onClick={() => setExpanded((value) => !value)}
        sx={{ mt: 0.5 }}
      >
        {expanded ? 'Show less' : 'Show more'}
      </Link>
    </Box>
  );
}
