import AspectRatio from '@mui/joy/AspectRatio';
import Typography from '@mui/joy/Typography';

export const component = 'AspectRatio';

// AspectRatio sets no radius of its own (a Card sets --AspectRatio-radius for it); the minimum height is 0 unless minHeight is given.
export const variables = [
  { name: '--AspectRatio-radius', default: 0, min: 0, max: 48, step: 1, unit: 'px' },
  { name: '--AspectRatio-minHeight', default: 0, min: 0, max: 320, step: 10, unit: 'px' },
] as const;

export default function AspectRatioVariablesPreview({ sx }: { sx: Record<string, string> }) {
  return (
    <AspectRatio variant="solid" color="primary" sx={{ width: 280, ...sx }}>
      <Typography level="title-lg" component="div" sx={{ color: 'inherit' }}>
        16 / 9
      </Typography>
    </AspectRatio>
  );
}
