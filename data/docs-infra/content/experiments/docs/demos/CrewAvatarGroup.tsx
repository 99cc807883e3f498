import * as React from 'react';
import Avatar from '@mui/material/Avatar';
import AvatarGroup from '@mui/material/AvatarGroup';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';

const crew = [
  { name: 'Ines Duarte', color: '#00796b' },
  { name: 'Kofi Mensah', color: '#5e35b1' },
  { name: 'Lena Vogel', color: '#c62828' },
  { name: 'Tomás Ruiz', color: '#ef6c00' },
  { name: 'Yuki Sato', color: '#1565c0' },
  { name: 'Arjun Rao', color: '#2e7d32' },
];

export default function CrewAvatarGroup() {
  const [max, setMax] = React.useState(4);

  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
      <AvatarGroup max={max}>
        {crew.map(({ name, color }) => (
          <Avatar key={name} role="img" aria-label={name} sx={{ bgcolor: color }}>
            {name.split(' ').map((part) => part[0])}
          </Avatar>
        ))}
      </AvatarGroup>
      <Button size="small" onClick={() => setMax(max === 4 ? crew.length : 4)}>
        {max === 4 ? 'Show whole crew' : 'Show fewer'}
      </Button>
    </Stack>
  );
}
