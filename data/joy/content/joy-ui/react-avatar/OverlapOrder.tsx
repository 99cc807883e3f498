import Avatar from '@mui/joy/Avatar';
import AvatarGroup from '@mui/joy/AvatarGroup';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import { people } from './people';

export default function OverlapOrder() {
  const team = people.slice(0, 5);
  return (
    <Stack spacing={2.5} useFlexGap>
      <Stack spacing={1} useFlexGap>
        <Typography level="body-sm">Default: each avatar covers the one before it.</Typography>
        <AvatarGroup role="group" aria-label="Reviewers, default order">
          {team.map((person) => (
            <Avatar key={person.name} src={person.photo} alt={person.name} />
          ))}
        </AvatarGroup>
      </Stack>
      <Stack spacing={1} useFlexGap>
        <Typography level="body-sm">Reversed: the first avatar is on top, the DOM order is kept.</Typography>
        <AvatarGroup role="group" aria-label="Reviewers, first on top">
          {team.map((person, index) => (
            // A falling z-index paints earlier avatars over later ones; Avatar is already position: relative.
            <Avatar key={person.name} src={person.photo} alt={person.name} sx={{ zIndex: team.length - index }} />
          ))}
        </AvatarGroup>
      </Stack>
    </Stack>
  );
}
