import LinearProgress from '@mui/joy/LinearProgress';

export const component = 'LinearProgress';

// Starting values are the md bar's own (LinearProgress's styles in @mui/joy 5.0.0-beta.49):
// the fill and the radius follow the thickness until you set them.
export const variables = [
  { name: '--LinearProgress-thickness', default: 6, min: 2, max: 32, step: 1, unit: 'px' },
  { name: '--LinearProgress-progressThickness', default: 6, min: 1, max: 32, step: 1, unit: 'px' },
  { name: '--LinearProgress-radius', default: 6, min: 0, max: 32, step: 1, unit: 'px' },
] as const;

export default function LinearProgressVariablesPreview({ sx }: { sx: Record<string, string> }) {
  return <LinearProgress determinate value={58} aria-label="Preview, 58%" sx={{ width: 280, maxWidth: '100%', flex: 'none', ...sx }} />;
}
