import Avatar from '@mui/joy/Avatar';

export const component = 'Avatar';

// Starting values are the md avatar's own (Avatar's styles in @mui/joy 5.0.0-beta.49: 2.5rem, a 50% radius).
export const variables = [
  { name: '--Avatar-size', default: 2.5, min: 1, max: 6, step: 0.125, unit: 'rem' },
  { name: '--Avatar-radius', default: 50, min: 0, max: 50, step: 1, unit: '%' },
] as const;

export default function AvatarVariablesPreview({ sx }: { sx: Record<string, string> }) {
  return (
    <Avatar variant="soft" color="primary" sx={sx}>
      MR
    </Avatar>
  );
}
