import * as React from 'react';
import Avatar from '@mui/material/Avatar';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

// A data URI that is not a valid image: it fails to load at once, without a network request.
const brokenSrc = 'data:image/png;base64,bm90LWFuLWltYWdl';

const cases = [
  {
    label: 'Children',
    avatar: (
      <Avatar src={brokenSrc} alt="Elena Petrova" sx={{ bgcolor: 'primary.main' }}>
        EP
      </Avatar>
    ),
  },
  { label: 'First letter of alt', avatar: <Avatar src={brokenSrc} alt="Tomás Herrera" sx={{ bgcolor: 'secondary.main' }} /> },
  { label: 'Generic icon', avatar: <Avatar src={brokenSrc} /> },
];

export default function FallbackAvatars() {
  return (
    <Stack direction="row" spacing={3} useFlexGap sx={{ flexWrap: 'wrap' }}>
      {cases.map((item) => (
        <Stack key={item.label} spacing={1} sx={{ alignItems: 'center', width: 96 }}>
          {item.avatar}
          <Typography variant="caption" sx={{ color: 'text.secondary', textAlign: 'center' }}>
            {item.label}
          </Typography>
        </Stack>
      ))}
    </Stack>
  );
}
