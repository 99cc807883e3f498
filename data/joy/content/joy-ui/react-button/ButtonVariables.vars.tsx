import Button from '@mui/joy/Button';
import Add from '@mui/icons-material/Add';

export const component = 'Button';

// Starting values are the md button's own (Button's styles in @mui/joy 5.0.0-beta.49).
export const variables = [
  { name: '--Button-gap', default: 0.5, min: 0, max: 2, step: 0.125, unit: 'rem' },
  { name: '--Button-minHeight', default: 2.25, min: 1.5, max: 4, step: 0.125, unit: 'rem' },
  { name: '--Button-paddingBlock', default: 0.375, min: 0, max: 1.5, step: 0.125, unit: 'rem' },
  { name: '--Button-radius', default: 6, min: 0, max: 28, step: 1, unit: 'px' },
] as const;

export default function ButtonVariablesPreview({ sx }: { sx: Record<string, string> }) {
  return (
    <Button startDecorator={<Add />} sx={sx}>
      Add to list
    </Button>
  );
}
