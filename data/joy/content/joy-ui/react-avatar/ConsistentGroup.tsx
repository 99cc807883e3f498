import Avatar from '@mui/joy/Avatar';
import AvatarGroup from '@mui/joy/AvatarGroup';
import Stack from '@mui/joy/Stack';
import { people } from './people';

export default function ConsistentGroup() {
  const team = people.slice(2, 6);
  return (
    <Stack spacing={2} useFlexGap>
      {/* size, variant and color on the group reach every avatar in it. */}
      <AvatarGroup size="lg" variant="solid" color="primary" role="group" aria-label="Design review: 6 people">
        {team.map((person) => (
          <Avatar key={person.name} role="img" aria-label={person.name}>
            {person.initials}
          </Avatar>
        ))}
        <Avatar role="img" aria-label="and 2 more">
          +2
        </Avatar>
      </AvatarGroup>
      {/* A prop on one avatar still wins: here the count is soft and neutral. */}
      <AvatarGroup size="sm" variant="solid" color="primary" role="group" aria-label="Sprint planning: 9 people">
        {team.map((person) => (
          <Avatar key={person.name} role="img" aria-label={person.name}>
            {person.initials}
          </Avatar>
        ))}
        <Avatar variant="soft" color="neutral" role="img" aria-label="and 5 more">
          +5
        </Avatar>
      </AvatarGroup>
    </Stack>
  );
}
