import Avatar from '@mui/joy/Avatar';
import Badge from '@mui/joy/Badge';
import type { SxProps } from '@mui/joy/styles/types';
import { PRESENCE, TEAM_COLORS, initialsOf, type Person } from './data';

interface PresenceAvatarProps {
  person: Person;
  size?: 'sm' | 'md' | 'lg';
  sx?: SxProps;
}

/**
 * Initials on the team's colour with a dot for the person's presence. The whole of it is hidden
 * from assistive technology: the name and the presence are written out next to it.
 */
export default function PresenceAvatar({ person, size = 'md', sx }: PresenceAvatarProps) {
  return (
    <Badge
      aria-hidden
      variant="solid"
      color={PRESENCE[person.presence].color}
      size={size === 'lg' ? 'md' : 'sm'}
      badgeInset="14%"
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      sx={{ flexShrink: 0 }}
    >
      <Avatar size={size} variant="soft" color={TEAM_COLORS[person.team]} sx={sx}>
        {initialsOf(person.name)}
      </Avatar>
    </Badge>
  );
}
