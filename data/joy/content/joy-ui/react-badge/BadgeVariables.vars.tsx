import Badge from '@mui/joy/Badge';
import Sheet from '@mui/joy/Sheet';

export const component = 'Badge';

// Starting values are the md badge's own with content (Badge's styles in @mui/joy 5.0.0-beta.49).
export const variables = [
  { name: '--Badge-minHeight', default: 1.25, min: 0.5, max: 2.5, step: 0.125, unit: 'rem' },
  { name: '--Badge-paddingX', default: 0.375, min: 0, max: 1, step: 0.0625, unit: 'rem' },
  { name: '--Badge-ringSize', default: 2, min: 0, max: 6, step: 1, unit: 'px' },
  { name: '--Badge-radius', default: 1.25, min: 0, max: 1.25, step: 0.0625, unit: 'rem' },
] as const;

export default function BadgeVariablesPreview({ sx }: { sx: Record<string, string> }) {
  return (
    <Badge badgeContent={24} sx={sx}>
      <Sheet variant="soft" sx={{ width: 72, height: 48, borderRadius: 'sm' }} />
    </Badge>
  );
}
