import * as React from 'react';
import Badge from '@mui/material/Badge';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import TaskAltIcon from '@mui/icons-material/TaskAlt';

export default function ShowZeroBadge() {
  return (
    <Stack direction="row" spacing={6} useFlexGap sx={{ flexWrap: 'wrap', pt: 1 }}>
      <Stack spacing={1.5} sx={{ alignItems: 'center' }}>
        <Badge color="primary" badgeContent={0}>
          <TaskAltIcon titleAccess="Open tasks" />
        </Badge>
        <Typography variant="caption">Zero, hidden by default</Typography>
      </Stack>
      <Stack spacing={1.5} sx={{ alignItems: 'center' }}>
        <Badge color="primary" badgeContent={0} showZero>
          <TaskAltIcon titleAccess="Open tasks" />
        </Badge>
        <Typography variant="caption">Zero with showZero</Typography>
      </Stack>
    </Stack>
  );
}
