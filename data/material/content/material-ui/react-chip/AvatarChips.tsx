import * as React from 'react';
import Avatar from '@mui/material/Avatar';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';

const photo = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="#c5cae9"/><path d="M10 64c0-13 10-21 22-21s22 8 22 21z" fill="#00897b"/><circle cx="32" cy="28" r="13" fill="#d1a074"/><path d="M18 28c0-10 6-16 14-16s14 6 14 16c-3-6-8-8-14-8s-11 2-14 8z" fill="#3e2723"/></svg>',
)}`;

export default function AvatarChips() {
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
      <Chip avatar={<Avatar alt="" src={photo} />} label="Rosa Lindqvist" variant="outlined" />
      <Chip avatar={<Avatar>T</Avatar>} label="Theo Baptiste" />
      <Chip avatar={<Avatar>CS</Avatar>} label="Customer success" color="primary" />
    </Stack>
  );
}
