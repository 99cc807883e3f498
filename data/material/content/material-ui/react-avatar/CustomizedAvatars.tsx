import * as React from 'react';
import Avatar from '@mui/material/Avatar';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { styled } from '@mui/material/styles';

// A reusable avatar with a gradient ring, for people who posted something new.
const RingAvatar = styled(Avatar)(({ theme }) => ({
  width: 56,
  height: 56,
  fontSize: '1.25rem',
  fontWeight: theme.typography.fontWeightMedium,
  color: '#fff',
  backgroundColor: '#37474f',
  border: `3px solid ${(theme.vars ?? theme).palette.background.paper}`,
  boxShadow: '0 0 0 3px #f57c00, 0 0 0 5px #c2185b',
}));

export default function CustomizedAvatars() {
  return (
    <Stack direction="row" spacing={4} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center', p: 0.75 }}>
      <Stack spacing={1} sx={{ alignItems: 'center' }}>
        <RingAvatar>BO</RingAvatar>
        <Typography variant="caption">styled() ring</Typography>
      </Stack>
      <Stack spacing={1} sx={{ alignItems: 'center' }}>
        <Avatar
          variant="rounded"
          sx={[
            { width: 56, height: 56, borderRadius: 3, fontWeight: 700, bgcolor: '#e3f2fd', color: '#0d47a1' },
            // Different colours in dark mode, from the same sx.
            (theme) => theme.applyStyles('dark', { bgcolor: '#102a43', color: '#90caf9' }),
          ]}
        >
          QA
        </Avatar>
        <Typography variant="caption">sx tint</Typography>
      </Stack>
    </Stack>
  );
}
