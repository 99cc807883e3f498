import * as React from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

export default function NamedContainers() {
  const [width, setWidth] = React.useState(480);

  return (
    <Stack spacing={2} sx={{ width: '100%' }}>
      <Box sx={{ maxWidth: 420 }}>
        <Typography id="named-cq-width" variant="body2" gutterBottom>
          Dashboard width: {width}px
        </Typography>
        <Slider
          value={width}
          onChange={(_event, value) => setWidth(value)}
          min={240}
          max={900}
          step={20}
          aria-labelledby="named-cq-width"
        />
      </Box>
      {/* Outer container, named so that descendants can ask for it by name. */}
      <Box
        sx={{
          containerType: 'inline-size',
          containerName: 'dashboard',
          width: `min(100%, ${width}px)`,
          p: 1.5,
          border: 1,
          borderStyle: 'dashed',
          borderColor: 'divider',
          borderRadius: 1,
        }}
      >
        <Typography variant="caption" component="p" sx={{ color: 'text.secondary', mb: 1 }}>
          container: dashboard
        </Typography>
        {/* Inner container: unnamed, it is the nearest one for everything inside the card. */}
        <Box sx={{ containerType: 'inline-size', width: 'min(100%, 320px)' }}>
          <Box sx={{ p: 1.5, border: 1, borderColor: 'divider', borderRadius: 1 }}>
            <Typography
              component="h3"
              // Nearest container (the card, at most 320px): larger title from 260px.
              sx={{ typography: { '@': 'subtitle1', '@260': 'h6' } }}
            >
              Warehouse B
            </Typography>
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              92% capacity · 3 docks open
            </Typography>
            <Chip
              size="small"
              label="Shown from a 480px dashboard"
              // Named container: '@480/dashboard' measures the outer box, not the card.
              sx={{ mt: 1, display: { '@': 'none', '@480/dashboard': 'inline-flex' }, maxWidth: '100%' }}
            />
          </Box>
        </Box>
      </Box>
    </Stack>
  );
}
