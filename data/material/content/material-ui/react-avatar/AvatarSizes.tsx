import * as React from 'react';
import Avatar from '@mui/material/Avatar';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

// The avatar's font size does not follow width and height, so set it with them.
const sizes = [
  { px: 24, fontSize: '0.75rem', use: 'Inline mention' },
  { px: 32, fontSize: '0.875rem', use: 'Comment' },
  { px: 40, fontSize: '1.25rem', use: 'Default' },
  { px: 56, fontSize: '1.5rem', use: 'Card header' },
  { px: 80, fontSize: '2rem', use: 'Profile' },
];

export default function AvatarSizes() {
  return (
    <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'flex-end' }}>
      {sizes.map((size) => (
        <Stack key={size.px} spacing={0.5} sx={{ alignItems: 'center' }}>
          <Avatar sx={{ width: size.px, height: size.px, fontSize: size.fontSize, bgcolor: 'secondary.main' }}>NK</Avatar>
          <Typography variant="caption" sx={{ color: 'text.secondary', textAlign: 'center', lineHeight: 1.3 }}>
            {size.px} px
            <br />
            {size.use}
          </Typography>
        </Stack>
      ))}
    </Stack>
  );
}
