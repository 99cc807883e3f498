import * as React from 'react';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';

const statuses = [
  { label: 'Draft', color: 'default' },
  { label: 'In review', color: 'primary' },
  { label: 'Featured', color: 'secondary' },
  { label: 'Published', color: 'success' },
  { label: 'Scheduled', color: 'info' },
  { label: 'Needs update', color: 'warning' },
  { label: 'Failed', color: 'error' },
] as const;

export default function ColorChips() {
  return (
    <Stack spacing={1.5}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        {statuses.map((status) => (
          <Chip key={status.label} label={status.label} color={status.color} />
        ))}
      </Stack>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        {statuses.map((status) => (
          <Chip key={status.label} label={status.label} color={status.color} variant="outlined" />
        ))}
      </Stack>
    </Stack>
  );
}
