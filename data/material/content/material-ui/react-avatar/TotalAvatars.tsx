import * as React from 'react';
import Avatar from '@mui/material/Avatar';
import AvatarGroup from '@mui/material/AvatarGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

// The server sent the first few attendees and the total count, not the whole list.
const attendees = {
  total: 38,
  firstPage: [
    { name: 'Lena Fischer', initials: 'LF', color: '#283593' },
    { name: 'Samuel Osei', initials: 'SO', color: '#00695c' },
    { name: 'Aiko Mori', initials: 'AM', color: '#ad1457' },
    { name: 'Carlos Vega', initials: 'CV', color: '#4e342e' },
  ],
};

export default function TotalAvatars() {
  return (
    <Stack direction="row" spacing={2} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
      <AvatarGroup total={attendees.total} role="group" aria-label={`${attendees.total} attendees`}>
        {attendees.firstPage.map((person) => (
          <Avatar key={person.name} role="img" aria-label={person.name} sx={{ bgcolor: person.color, color: '#fff' }}>
            {person.initials}
          </Avatar>
        ))}
      </AvatarGroup>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {attendees.total} people are going to the design review
      </Typography>
    </Stack>
  );
}
