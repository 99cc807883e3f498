import * as React from 'react';
import Avatar from '@mui/material/Avatar';
import AvatarGroup from '@mui/material/AvatarGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

const reviewers = [
  { name: 'Hana Kim', color: '#1565c0' },
  { name: 'Diego Alves', color: '#2e7d32' },
  { name: 'Priya Nair', color: '#6a1b9a' },
  { name: 'Owen Clarke', color: '#ad1457' },
  { name: 'Zainab Yusuf', color: '#00695c' },
  { name: 'Marta Kowalska', color: '#4527a0' },
  { name: 'Jonas Berg', color: '#4e342e' },
];

function initials(name: string) {
  return name
    .split(' ')
    .map((part) => part[0])
    .join('');
}

export default function GroupedAvatars() {
  // The same avatars feed both groups; each group decides how many it shows.
  const avatars = reviewers.map((person) => (
    <Avatar key={person.name} role="img" aria-label={person.name} title={person.name} sx={{ bgcolor: person.color, color: '#fff' }}>
      {initials(person.name)}
    </Avatar>
  ));

  return (
    <Stack spacing={3}>
      <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
        <Typography variant="body2" component="code" sx={{ fontFamily: 'monospace' }}>
          max=&#123;4&#125;
        </Typography>
        <AvatarGroup max={4} role="group" aria-label="Reviewers">
          {avatars}
        </AvatarGroup>
      </Stack>
      <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
        <Typography variant="body2" component="code" sx={{ fontFamily: 'monospace' }}>
          max=&#123;6&#125; spacing=&quot;small&quot;
        </Typography>
        <AvatarGroup max={6} spacing="small" role="group" aria-label="Reviewers">
          {avatars}
        </AvatarGroup>
      </Stack>
    </Stack>
  );
}
