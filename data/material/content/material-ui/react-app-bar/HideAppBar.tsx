import * as React from 'react';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Slide from '@mui/material/Slide';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import useScrollTrigger from '@mui/material/useScrollTrigger';

const paragraphs = Array.from(
  { length: 12 },
  (_, index) =>
    `Chapter ${index + 1}. The ferry left at dawn, and by the time the fog lifted the island was a grey line behind us. We counted gulls, ate the last of the bread and argued about which harbour to try next.`,
);

export default function HideAppBar() {
  // The frame's scrolling element, kept in state so the hook re-subscribes once it exists.
  const [scroller, setScroller] = React.useState<HTMLElement | null>(null);
  // Without disableHysteresis, the trigger turns true on scrolling down and false on scrolling up.
  const trigger = useScrollTrigger({ target: scroller });

  return (
    <Box
      ref={setScroller}
      tabIndex={0}
      aria-label="Travel log, scroll to hide the bar"
      sx={{ position: 'relative', height: 320, overflowY: 'auto', border: 1, borderColor: 'divider', bgcolor: 'background.paper' }}
    >
      <Slide appear={false} direction="down" in={!trigger} container={scroller}>
        <AppBar position="sticky">
          <Toolbar>
            <Typography variant="h6" component="div">
              Travel log
            </Typography>
          </Toolbar>
        </AppBar>
      </Slide>
      <Box sx={{ p: 2 }}>
        {paragraphs.map((text) => (
          <Typography key={text} variant="body2" sx={{ mb: 2 }}>
            {text}
          </Typography>
        ))}
      </Box>
    </Box>
  );
}
