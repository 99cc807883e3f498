import CircularProgress from '@mui/joy/CircularProgress';

export const component = 'CircularProgress';

// Starting values are the md progress's own (CircularProgress's styles in @mui/joy 5.0.0-beta.49).
export const variables = [
  { name: '--CircularProgress-size', default: 40, min: 16, max: 160, step: 2, unit: 'px' },
  { name: '--CircularProgress-trackThickness', default: 6, min: 1, max: 24, step: 1, unit: 'px' },
  { name: '--CircularProgress-progressThickness', default: 6, min: 1, max: 24, step: 1, unit: 'px' },
] as const;

export default function CircularProgressVariablesPreview({ sx }: { sx: Record<string, string> }) {
  return <CircularProgress determinate value={66} aria-label="Preview, 66%" sx={sx} />;
}
