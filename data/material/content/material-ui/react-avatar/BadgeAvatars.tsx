import * as React from 'react';
import Avatar from '@mui/material/Avatar';
import Badge from '@mui/material/Badge';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { styled } from '@mui/material/styles';

// A ring in the page's background colour separates the dot from the photo.
const StatusBadge = styled(Badge)(({ theme }) => ({
  '& .MuiBadge-badge': {
    boxShadow: `0 0 0 2px ${(theme.vars ?? theme).palette.background.paper}`,
  },
}));

function portrait(background: string, skin: string, hair: string, shirt: string) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="${background}"/><path d="M10 64c0-13 10-21 22-21s22 8 22 21z" fill="${shirt}"/><circle cx="32" cy="28" r="13" fill="${skin}"/><path d="M18 28c0-10 6-16 14-16s14 6 14 16c-3-6-8-8-14-8s-11 2-14 8z" fill="${hair}"/></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

const people = [
  { name: 'Grace Mwangi', status: 'Online', dot: 'success.main', src: portrait('#c8e6c9', '#6b4226', '#111', '#5e35b1') },
  { name: 'Tobias Lind', status: 'Away', dot: 'warning.main', src: portrait('#fff9c4', '#f3d3b5', '#d4a373', '#00838f') },
  { name: 'Sana Qureshi', status: 'Offline', dot: 'grey.500', src: portrait('#ffccbc', '#c68642', '#2b1d14', '#455a64') },
];

const teamLogo = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><rect width="24" height="24" fill="#ef6c00"/><path d="M6 17 12 6l6 11z" fill="#fff"/></svg>',
)}`;

export default function BadgeAvatars() {
  return (
    <Stack direction="row" spacing={3} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
      {people.map((person) => (
        <Stack key={person.name} spacing={0.5} sx={{ alignItems: 'center' }}>
          <StatusBadge
            overlap="circular"
            anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
            variant="dot"
            sx={{ '& .MuiBadge-badge': { bgcolor: person.dot } }}
          >
            <Avatar alt={person.name} src={person.src} />
          </StatusBadge>
          <Typography variant="caption">{person.status}</Typography>
        </Stack>
      ))}
      <Stack spacing={0.5} sx={{ alignItems: 'center' }}>
        <Badge
          overlap="circular"
          anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
          badgeContent={<Avatar alt="" src={teamLogo} sx={{ width: 20, height: 20, border: 2, borderColor: 'background.paper' }} />}
        >
          <Avatar alt="Grace Mwangi, member of the Ridgeline team" src={people[0].src} sx={{ width: 48, height: 48 }} />
        </Badge>
        <Typography variant="caption">Team badge</Typography>
      </Stack>
    </Stack>
  );
}
