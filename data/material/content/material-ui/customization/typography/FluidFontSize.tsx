import * as React from 'react';
import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { createTheme, ThemeProvider, type Theme } from '@mui/material/styles';

// clamp(minimum, preferred, maximum): the preferred size grows with the container's width
// (1cqi is 1% of it). With `vw` instead of `cqi`, it would follow the viewport.
const fluidH3 = 'clamp(1.5rem, 0.75rem + 5cqi, 3rem)';
const { typography } = createTheme({ typography: { h3: { fontSize: fluidH3 } } });

export default function FluidFontSize() {
  const [width, setWidth] = React.useState(320);
  const headingRef = React.useRef<HTMLParagraphElement>(null);
  const [computed, setComputed] = React.useState('');

  // The heading's box changes size whenever its font size does: report the computed value then.
  React.useEffect(() => {
    const heading = headingRef.current;
    if (!heading) {
      return undefined;
    }
    const observer = new ResizeObserver(() => setComputed(getComputedStyle(heading).fontSize));
    observer.observe(heading);
    return () => observer.disconnect();
  }, []);

  return (
    <Stack spacing={2} sx={{ width: '100%' }}>
      <Box sx={{ maxWidth: 420 }}>
        <Typography id="fluid-width-label" variant="body2" gutterBottom>
          Container width: {width}px
        </Typography>
        <Slider
          value={width}
          onChange={(_event, value) => setWidth(value)}
          min={200}
          max={720}
          step={20}
          aria-labelledby="fluid-width-label"
        />
      </Box>
      <ThemeProvider theme={(outerTheme: Theme) => ({ ...outerTheme, typography })}>
        <Box
          sx={{
            containerType: 'inline-size',
            width: `min(100%, ${width}px)`,
            p: 2,
            border: 1,
            borderColor: 'divider',
            borderRadius: 1,
          }}
        >
          <Typography ref={headingRef} variant="h3" component="p">
            Tide tables
          </Typography>
        </Box>
      </ThemeProvider>
      <Typography variant="body2" role="status" sx={{ fontFamily: 'monospace', overflowWrap: 'anywhere' }}>
        h3 font-size: {fluidH3} → {computed}
      </Typography>
    </Stack>
  );
}
