import Avatar from '@mui/joy/Avatar';
import Box from '@mui/joy/Box';
import Typography from '@mui/joy/Typography';
import { people } from './people';

export default function AvatarSizes() {
  const person = people[4];
  const sizes = [
    { label: 'sm, 32 px', avatar: <Avatar size="sm" src={person.photo} alt={person.name} /> },
    { label: 'md, 40 px', avatar: <Avatar size="md" src={person.photo} alt={person.name} /> },
    { label: 'lg, 48 px', avatar: <Avatar size="lg" src={person.photo} alt={person.name} /> },
    // Any other size: set --Avatar-size; the initials scale with it.
    { label: '--Avatar-size: 72px', avatar: <Avatar sx={{ '--Avatar-size': '72px' }}>{person.initials}</Avatar> },
  ];

  return (
    <Box sx={{ display: 'flex', gap: 3, flexWrap: 'wrap', alignItems: 'flex-end' }}>
      {sizes.map((item) => (
        <Box key={item.label} sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 1 }}>
          {item.avatar}
          <Typography level="body-xs">{item.label}</Typography>
        </Box>
      ))}
    </Box>
  );
}
