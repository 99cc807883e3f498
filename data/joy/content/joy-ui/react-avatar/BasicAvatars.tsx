import Avatar from '@mui/joy/Avatar';
import Stack from '@mui/joy/Stack';
import AutoAwesomeRounded from '@mui/icons-material/AutoAwesomeRounded';
import { people } from './people';

export default function BasicAvatars() {
  const [amara] = people;
  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
      {/* An image, with alt text that names the person. */}
      <Avatar src={amara.photo} alt={amara.name} />
      {/* Initials as children. */}
      <Avatar>LW</Avatar>
      {/* An icon, for a bot or a service rather than a person. */}
      <Avatar color="primary" variant="solid" aria-label="Assistant" role="img">
        <AutoAwesomeRounded />
      </Avatar>
      {/* Nothing at all: the built-in person icon. */}
      <Avatar />
    </Stack>
  );
}
