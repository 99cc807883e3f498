import * as React from 'react';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import useScrollTrigger from '@mui/material/useScrollTrigger';

const items = Array.from({ length: 16 }, (_, index) => `Invoice ${2041 + index} · ${['Paid', 'Sent', 'Draft', 'Overdue'][index % 4]}`);

export default function ElevateAppBar() {
  const [scroller, setScroller] = React.useState<HTMLElement | null>(null);
  // disableHysteresis: true as soon as the content has moved, false again only back at the top.
  const scrolled = useScrollTrigger({ target: scroller, disableHysteresis: true, threshold: 0 });

  return (
    <Box
      ref={setScroller}
      tabIndex={0}
      aria-label="Invoices, scroll to raise the bar"
      sx={{ position: 'relative', height: 320, overflowY: 'auto', border: 1, borderColor: 'divider', bgcolor: 'background.paper' }}
    >
      {/* Flat and blended with the page at the top; lifted with a shadow once content slides under it. */}
      <AppBar position="sticky" color={scrolled ? 'primary' : 'default'} elevation={scrolled ? 4 : 0}>
        <Toolbar>
          <Typography variant="h6" component="div">
            Invoices
          </Typography>
        </Toolbar>
      </AppBar>
      <Box component="ul" sx={{ m: 0, p: 2, listStyle: 'none' }}>
        {items.map((item) => (
          <Typography key={item} component="li" variant="body2" sx={{ py: 1, borderBottom: 1, borderColor: 'divider' }}>
            {item}
          </Typography>
        ))}
      </Box>
    </Box>
  );
}
