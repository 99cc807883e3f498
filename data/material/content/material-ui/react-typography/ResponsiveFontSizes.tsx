import * as React from 'react';
import { ThemeProvider, responsiveFontSizes, type Theme } from '@mui/material/styles';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

// Derived from the surrounding theme, so colors and dark mode carry over; only the type scale changes.
// Defined outside the component so the theme is computed once, not on every render.
function withResponsiveType(outerTheme: Theme) {
  return responsiveFontSizes(outerTheme);
}

// The rendered size of an element, updated when the window is resized.
function useFontSize(ref: React.RefObject<HTMLElement | null>) {
  const [size, setSize] = React.useState<string | null>(null);
  React.useEffect(() => {
    const update = () => {
      if (ref.current) {
        setSize(`${parseFloat(getComputedStyle(ref.current).fontSize).toFixed(1)} px`);
      }
    };
    update();
    window.addEventListener('resize', update);
    return () => window.removeEventListener('resize', update);
  }, [ref]);
  return size;
}

function Sample({ label }: { label: string }) {
  const ref = React.useRef<HTMLDivElement>(null);
  const size = useFontSize(ref);
  return (
    <Paper variant="outlined" sx={{ p: 2, minWidth: 0 }}>
      <Typography variant="subtitle2" component="div" sx={{ color: 'text.secondary', fontFamily: 'monospace' }}>
        {label}
      </Typography>
      <Typography ref={ref} variant="h3" component="div" sx={{ overflowWrap: 'anywhere' }}>
        Trail guide
      </Typography>
      <Typography variant="caption" component="div" sx={{ color: 'text.secondary', mt: 1 }}>
        h3 at this window width: {size ?? '…'}
      </Typography>
    </Paper>
  );
}

export default function ResponsiveFontSizes() {
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2, width: '100%' }}>
      <Sample label="Default theme" />
      <ThemeProvider theme={withResponsiveType}>
        <Sample label="responsiveFontSizes(theme)" />
      </ThemeProvider>
    </Box>
  );
}
