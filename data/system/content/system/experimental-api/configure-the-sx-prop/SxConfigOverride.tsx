import Box from '@mui/material/Box';
import { ThemeProvider, type Theme } from '@mui/material/styles';

// borderRadius: 0–4 now pick from this scale instead of multiplying shape.borderRadius.
const cornerScale = [0, 2, 6, 12, 24];

function withCornerScale(outer: Theme): Theme {
  return {
    ...outer,
    cornerScale,
    unstable_sxConfig: {
      ...outer.unstable_sxConfig,
      borderRadius: {
        themeKey: 'cornerScale',
      },
    },
  } as Theme;
}

function Samples() {
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5 }}>
      {[0, 1, 2, 3, 4].map((step) => (
        <Box
          key={step}
          sx={{
            width: 72,
            height: 56,
            display: 'grid',
            placeItems: 'center',
            borderRadius: step,
            border: 1,
            borderColor: 'divider',
            bgcolor: 'action.selected',
            color: 'text.primary',
            fontSize: 13,
            fontFamily: 'monospace',
          }}
        >
          {step}
        </Box>
      ))}
    </Box>
  );
}

export default function SxConfigOverride() {
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <div>
        <Box sx={{ mb: 1, fontSize: 14, color: 'text.secondary' }}>Default: multiples of shape.borderRadius (4px)</Box>
        <Samples />
      </div>
      <div>
        <Box sx={{ mb: 1, fontSize: 14, color: 'text.secondary' }}>Overridden: steps of the scale 0, 2, 6, 12, 24px</Box>
        <ThemeProvider theme={withCornerScale}>
          <Samples />
        </ThemeProvider>
      </div>
    </Box>
  );
}
