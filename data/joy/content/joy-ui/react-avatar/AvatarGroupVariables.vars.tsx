import Avatar from '@mui/joy/Avatar';
import AvatarGroup from '@mui/joy/AvatarGroup';

export const component = 'AvatarGroup';

// Starting values are the md group's own (AvatarGroup's styles in @mui/joy 5.0.0-beta.49).
export const variables = [
  { name: '--AvatarGroup-gap', default: -0.5, min: -1.5, max: 1, step: 0.125, unit: 'rem' },
  { name: '--Avatar-ringSize', default: 2, min: 0, max: 8, step: 1, unit: 'px' },
] as const;

export default function AvatarGroupVariablesPreview({ sx }: { sx: Record<string, string> }) {
  return (
    <AvatarGroup sx={sx}>
      <Avatar color="primary">AO</Avatar>
      <Avatar color="success">LW</Avatar>
      <Avatar color="warning">SM</Avatar>
      <Avatar>+4</Avatar>
    </AvatarGroup>
  );
}
