import * as React from 'react';
import Badge from '@mui/material/Badge';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

const colors = ['primary', 'secondary', 'error', 'warning', 'info', 'success'] as const;

export default function BadgeColors() {
  return (
    <Stack direction="row" spacing={4} useFlexGap sx={{ flexWrap: 'wrap', pt: 1 }}>
      {colors.map((color) => (
        <Badge key={color} badgeContent={3} color={color}>
          <Typography component="code" variant="body2" sx={{ fontFamily: 'monospace', pr: 1 }}>
            {color}
          </Typography>
        </Badge>
      ))}
    </Stack>
  );
}
