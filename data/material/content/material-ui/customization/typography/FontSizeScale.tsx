import * as React from 'react';
import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { createTheme, ThemeProvider, type Theme, type TypographyVariant } from '@mui/material/styles';

const variants: TypographyVariant[] = ['h4', 'h6', 'body1', 'body2', 'caption'];

export default function FontSizeScale() {
  const [fontSize, setFontSize] = React.useState(14);
  const typography = React.useMemo(() => createTheme({ typography: { fontSize } }).typography, [fontSize]);

  return (
    <Stack spacing={2} sx={{ width: '100%', maxWidth: 520 }}>
      <div>
        <Typography id="font-size-scale-label" variant="body2" gutterBottom>
          typography.fontSize: {fontSize}
          {fontSize === 14 ? ' (default)' : ''}
        </Typography>
        <Slider
          value={fontSize}
          onChange={(_event, value) => setFontSize(value)}
          min={12}
          max={18}
          step={1}
          marks
          aria-labelledby="font-size-scale-label"
        />
      </div>
      <ThemeProvider theme={(outerTheme: Theme) => ({ ...outerTheme, typography })}>
        <Stack spacing={1}>
          {variants.map((variant) => (
            <Box key={variant} sx={{ display: 'flex', alignItems: 'baseline', gap: 2, minWidth: 0 }}>
              <Box sx={{ width: 140, flexShrink: 0, fontFamily: 'monospace', fontSize: 12, color: 'text.secondary' }}>
                {variant} · {String(typography[variant].fontSize)}
              </Box>
              <Typography variant={variant} component="p" noWrap sx={{ minWidth: 0 }}>
                Weekly report
              </Typography>
            </Box>
          ))}
        </Stack>
      </ThemeProvider>
    </Stack>
  );
}
