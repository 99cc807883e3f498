import * as React from 'react';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

const examples = [
  { caption: 'overlap="rectangular"', radius: 1, overlap: 'rectangular' },
  { caption: 'overlap="circular"', radius: '50%', overlap: 'circular' },
  { caption: 'Circle, rectangular (wrong)', radius: '50%', overlap: 'rectangular' },
] as const;

export default function BadgeOverlap() {
  return (
    <Stack direction="row" spacing={5} useFlexGap sx={{ flexWrap: 'wrap', pt: 1 }}>
      {examples.map((example) => {
        const shape = <Box sx={{ width: 48, height: 48, bgcolor: 'primary.main', borderRadius: example.radius }} />;
        return (
          <Stack key={example.caption} spacing={1.5} sx={{ alignItems: 'center' }}>
            <Stack direction="row" spacing={3}>
              <Badge color="secondary" overlap={example.overlap} badgeContent=" ">
                {shape}
              </Badge>
              <Badge color="secondary" overlap={example.overlap} variant="dot">
                {shape}
              </Badge>
            </Stack>
            <Typography variant="caption">{example.caption}</Typography>
          </Stack>
        );
      })}
    </Stack>
  );
}
