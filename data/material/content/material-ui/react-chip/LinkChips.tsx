import * as React from 'react';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';

const topics = [
  { label: 'Avatar', href: '/material-ui/react-avatar/' },
  { label: 'Badge', href: '/material-ui/react-badge/' },
  { label: 'Divider', href: '/material-ui/react-divider/' },
];

export default function LinkChips() {
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }} component="nav" aria-label="Related components">
      {topics.map((topic) => (
        <Chip key={topic.href} label={topic.label} component="a" href={topic.href} clickable variant="outlined" />
      ))}
    </Stack>
  );
}
