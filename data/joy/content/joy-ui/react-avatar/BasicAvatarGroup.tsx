import Avatar from '@mui/joy/Avatar';
import AvatarGroup from '@mui/joy/AvatarGroup';
import { people } from './people';

export default function BasicAvatarGroup() {
  return (
    <AvatarGroup role="group" aria-label="Project members: 7">
      {people.slice(0, 4).map((person) => (
        <Avatar key={person.name} src={person.photo} alt={person.name} />
      ))}
      {/* The last avatar counts the people not shown. */}
      <Avatar aria-label="and 3 more" role="img">
        +3
      </Avatar>
    </AvatarGroup>
  );
}
