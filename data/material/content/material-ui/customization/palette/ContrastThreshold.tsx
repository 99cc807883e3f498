import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { createTheme, getContrastRatio } from '@mui/material/styles';

// Mid-tone colors: the ones where the choice between white and dark text is a close call.
const brandColors = ['#ed6c02', '#0288d1', '#2e7d32', '#8e24aa', '#d81b60', '#00897b', '#5c6bc0', '#f4511e'];

export default function ContrastThreshold() {
  const [threshold, setThreshold] = React.useState(3);
  // contrastThreshold is read when the palette is created, so each value needs its own theme.
  const palette = React.useMemo(() => createTheme({ palette: { contrastThreshold: threshold } }).palette, [threshold]);

  return (
    <Stack spacing={2} sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1.5} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography id="contrast-threshold-label" variant="body2">
          contrastThreshold
        </Typography>
        <ToggleButtonGroup
          exclusive
          size="small"
          value={threshold}
          onChange={(_event, value: number | null) => value && setThreshold(value)}
          aria-labelledby="contrast-threshold-label"
        >
          <ToggleButton value={3}>3 (default)</ToggleButton>
          <ToggleButton value={4.5}>4.5 (WCAG AA)</ToggleButton>
          <ToggleButton value={7}>7 (AAA)</ToggleButton>
        </ToggleButtonGroup>
      </Stack>
      <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(140px, 1fr))', gap: 1 }}>
        {brandColors.map((main) => {
          const text = palette.getContrastText(main);
          const ratio = getContrastRatio(main, text);
          return (
            <Box key={main} sx={{ bgcolor: main, color: text, borderRadius: 1, p: 1.5 }}>
              <Typography sx={{ fontWeight: 500 }}>Save draft</Typography>
              <Typography variant="caption" component="p" sx={{ fontFamily: 'monospace' }}>
                {main} · {ratio.toFixed(2)}:1
              </Typography>
            </Box>
          );
        })}
      </Box>
      <Typography variant="body2" role="status" sx={{ color: 'text.secondary' }}>
        White text is kept while its ratio is at least {threshold}:1; below that the palette switches to dark text.
      </Typography>
    </Stack>
  );
}
