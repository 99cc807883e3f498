import Avatar from '@mui/joy/Avatar';
import Box from '@mui/joy/Box';
import Typography from '@mui/joy/Typography';
import { people } from './people';

// A data: URI that is not a valid image, standing in for a photo that fails to load.
const brokenPhoto = 'data:image/png;base64,AAAA';

export default function AvatarFallbacks() {
  const [, lukas, sofia] = people;
  const cases = [
    { label: 'Photo', avatar: <Avatar src={sofia.photo} alt={sofia.name} size="lg" /> },
    {
      label: 'Photo fails, children shown',
      avatar: (
        <Avatar src={brokenPhoto} alt={lukas.name} size="lg">
          {lukas.initials}
        </Avatar>
      ),
    },
    { label: 'Photo fails, first letter of alt', avatar: <Avatar src={brokenPhoto} alt={lukas.name} size="lg" /> },
    { label: 'Nothing given: person icon', avatar: <Avatar size="lg" /> },
  ];

  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr 1fr', sm: 'repeat(4, 1fr)' }, gap: 2, width: '100%' }}>
      {cases.map((item) => (
        <Box key={item.label} sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 1 }}>
          {item.avatar}
          <Typography level="body-xs" sx={{ textAlign: 'center' }}>
            {item.label}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
