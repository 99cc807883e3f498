import * as React from 'react';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Fab from '@mui/material/Fab';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import Zoom from '@mui/material/Zoom';
import useScrollTrigger from '@mui/material/useScrollTrigger';
import KeyboardArrowUpIcon from '@mui/icons-material/KeyboardArrowUp';

const terms = Array.from(
  { length: 14 },
  (_, index) =>
    `${index + 1}. Members may borrow up to three tools at a time for a maximum of seven days. Tools come back clean, with any damage reported at the counter so the next person gets them in working order.`,
);

export default function BackToTop() {
  const [scroller, setScroller] = React.useState<HTMLElement | null>(null);
  const titleRef = React.useRef<HTMLHeadingElement>(null);
  const showButton = useScrollTrigger({ target: scroller, disableHysteresis: true, threshold: 120 });

  const backToTop = () => {
    const reduceMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    scroller?.scrollTo({ top: 0, behavior: reduceMotion ? 'auto' : 'smooth' });
    // Move focus too, so keyboard users continue from the top instead of from a button that disappears.
    titleRef.current?.focus({ preventScroll: true });
  };

  return (
    <Box sx={{ position: 'relative', border: 1, borderColor: 'divider' }}>
      <Box
        ref={setScroller}
        tabIndex={0}
        aria-label="Tool library rules"
        sx={{ height: 320, overflowY: 'auto', bgcolor: 'background.paper' }}
      >
        <AppBar position="sticky">
          <Toolbar>
            <Typography ref={titleRef} tabIndex={-1} variant="h6" component="h3" sx={{ outline: 'none' }}>
              Tool library rules
            </Typography>
          </Toolbar>
        </AppBar>
        <Box sx={{ p: 2 }}>
          {terms.map((term) => (
            <Typography key={term} variant="body2" sx={{ mb: 2 }}>
              {term}
            </Typography>
          ))}
        </Box>
      </Box>
      {/* Outside the scrolling element, so it stays in the corner of the frame. */}
      <Zoom in={showButton}>
        <Fab
          size="small"
          color="secondary"
          aria-label="Back to top"
          onClick={backToTop}
          sx={{ position: 'absolute', bottom: 16, right: 24 }}
        >
          <KeyboardArrowUpIcon />
        </Fab>
      </Zoom>
    </Box>
  );
}
