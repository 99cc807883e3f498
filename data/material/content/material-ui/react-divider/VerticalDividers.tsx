import * as React from 'react';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

const stats = [
  { value: '1,284', label: 'Orders' },
  { value: '37', label: 'Returns' },
  { value: '4.7', label: 'Rating' },
];

export default function VerticalDividers() {
  return (
    <Stack
      direction="row"
      divider={<Divider orientation="vertical" flexItem />}
      spacing={2}
      sx={{ border: 1, borderColor: 'divider', borderRadius: 1, px: 2, py: 1.5, width: 'fit-content', maxWidth: '100%' }}
    >
      {stats.map((stat) => (
        <Box key={stat.label} sx={{ textAlign: 'center', minWidth: 56 }}>
          <Typography variant="h6" component="p">
            {stat.value}
          </Typography>
          <Typography variant="caption" sx={{ color: 'text.secondary' }}>
            {stat.label}
          </Typography>
        </Box>
      ))}
    </Stack>
  );
}
