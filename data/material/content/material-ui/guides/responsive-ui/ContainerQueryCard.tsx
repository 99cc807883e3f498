import * as React from 'react';
import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

export default function ContainerQueryCard() {
  const [width, setWidth] = React.useState(640);
  const containerRef = React.useRef<HTMLDivElement>(null);
  // The box cannot grow past the demo's own width (on a phone), so report the width it really has.
  const [measured, setMeasured] = React.useState<number | null>(null);
  React.useEffect(() => {
    const node = containerRef.current;
    if (!node) {
      return undefined;
    }
    const observer = new ResizeObserver(([entry]) => setMeasured(Math.round(entry.contentRect.width)));
    observer.observe(node);
    return () => observer.disconnect();
  }, []);

  return (
    <Box sx={{ width: '100%' }}>
      <Typography id="container-width-label" variant="body2" gutterBottom>
        Container width: {width} px
      </Typography>
      <Slider
        aria-labelledby="container-width-label"
        value={width}
        onChange={(event, value) => setWidth(value as number)}
        min={240}
        max={720}
        step={10}
        sx={{ maxWidth: 360 }}
      />
      <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1 }}>
        Measured inside the box: {measured === null ? '…' : `${measured} px`}
      </Typography>
      {/* The container: the card below measures itself against this box, not against the window. */}
      <Box
        ref={containerRef}
        sx={{
          containerType: 'inline-size',
          width,
          maxWidth: '100%',
          p: 1,
          border: '1px dashed',
          borderColor: 'divider',
          borderRadius: 1,
        }}
      >
        <Paper
          variant="outlined"
          sx={{
            display: 'flex',
            // '@' is the container's smallest size; '@sm' means the container is at least 600 px wide,
            // '@350' at least 350 px.
            flexDirection: { '@': 'column', '@350': 'row' },
            alignItems: { '@': 'stretch', '@350': 'center' },
            gap: 2,
            p: { '@': 1.5, '@sm': 3 },
          }}
        >
          <Box
            aria-hidden
            sx={{
              flexShrink: 0,
              width: { '@': '100%', '@350': 96 },
              height: { '@': 72, '@350': 96 },
              borderRadius: 1,
              background: 'linear-gradient(135deg, #2f6f62, #9fd3b8)',
            }}
          />
          <Box sx={{ flexGrow: 1 }}>
            <Typography component="h3" sx={{ fontWeight: 600 }}>
              Herb garden starter kit
            </Typography>
            <Typography variant="body2" sx={{ color: 'text.secondary', display: { '@': 'none', '@sm': 'block' } }}>
              Basil, thyme and chives, with compostable pots and a watering guide.
            </Typography>
          </Box>
          <Button variant="contained" sx={{ flexShrink: 0 }}>
            Add to cart
          </Button>
        </Paper>
      </Box>
    </Box>
  );
}
