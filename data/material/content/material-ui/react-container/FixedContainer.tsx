import * as React from 'react';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';

export default function FixedContainer() {
  const ref = React.useRef<HTMLDivElement>(null);
  const [readout, setReadout] = React.useState('');

  React.useEffect(() => {
    // Reads what the browser applied: the max-width comes from the window's breakpoint.
    const update = () => {
      if (ref.current) {
        const { maxWidth } = getComputedStyle(ref.current);
        setReadout(`Window ${window.innerWidth}px wide, so max-width is ${maxWidth}; the container is ${ref.current.offsetWidth}px wide.`);
      }
    };
    update();
    window.addEventListener('resize', update);
    return () => window.removeEventListener('resize', update);
  }, []);

  return (
    <Box sx={{ width: '100%', bgcolor: 'action.hover', py: 2 }}>
      <Container fixed ref={ref}>
        <Box sx={{ bgcolor: 'background.paper', p: 2, borderRadius: 1 }}>
          <Typography variant="subtitle1" component="p">
            Fixed container
          </Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary', minHeight: '3em' }}>
            {readout || 'Measuring…'}
          </Typography>
        </Box>
      </Container>
    </Box>
  );
}
