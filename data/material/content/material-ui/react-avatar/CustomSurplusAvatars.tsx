import * as React from 'react';
import Avatar from '@mui/material/Avatar';
import AvatarGroup from '@mui/material/AvatarGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

const compact = new Intl.NumberFormat('en', { notation: 'compact', maximumFractionDigits: 1 });

const followers = {
  total: 12480,
  recent: [
    { name: 'Nadia Haddad', initials: 'NH', color: '#6a1b9a' },
    { name: 'Felix Wagner', initials: 'FW', color: '#1565c0' },
    { name: 'Yuki Sato', initials: 'YS', color: '#2e7d32' },
  ],
};

export default function CustomSurplusAvatars() {
  return (
    <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
      <AvatarGroup
        total={followers.total}
        renderSurplus={(surplus) => `+${compact.format(surplus)}`}
        slotProps={{
          surplus: {
            sx: { bgcolor: 'primary.main', color: 'primary.contrastText', fontSize: '0.8125rem', width: 'auto', px: 1.25, borderRadius: 5 },
          },
        }}
        role="group"
        aria-label={`Followers: ${followers.total.toLocaleString('en')}`}
      >
        {followers.recent.map((person) => (
          <Avatar key={person.name} role="img" aria-label={person.name} sx={{ bgcolor: person.color, color: '#fff' }}>
            {person.initials}
          </Avatar>
        ))}
      </AvatarGroup>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {followers.total.toLocaleString('en')} followers
      </Typography>
    </Stack>
  );
}
