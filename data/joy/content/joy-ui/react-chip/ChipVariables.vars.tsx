import Avatar from '@mui/joy/Avatar';
import Chip from '@mui/joy/Chip';
import ChipDelete from '@mui/joy/ChipDelete';

export const component = 'Chip';

// Starting values are the lg chip's own (Chip's styles in @mui/joy 5.0.0-beta.49, soft variant without border).
export const variables = [
  { name: '--Chip-minHeight', default: 1.75, min: 1, max: 3, step: 0.125, unit: 'rem' },
  { name: '--Chip-radius', default: 1.5, min: 0, max: 1.5, step: 0.125, unit: 'rem' },
  { name: '--Chip-paddingInline', default: 0.75, min: 0, max: 1.5, step: 0.125, unit: 'rem' },
  { name: '--Chip-decoratorChildHeight', default: 1.375, min: 0.75, max: 2.5, step: 0.125, unit: 'rem' },
] as const;

export default function ChipVariablesPreview({ sx }: { sx: Record<string, string> }) {
  return (
    <Chip
      size="lg"
      startDecorator={<Avatar sx={{ fontSize: '0.625rem' }}>JO</Avatar>}
      endDecorator={<ChipDelete aria-label="Remove Jun Okafor" />}
      sx={sx}
    >
      Jun Okafor
    </Chip>
  );
}
