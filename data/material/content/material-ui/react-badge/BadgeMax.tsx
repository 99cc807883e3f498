import * as React from 'react';
import Badge from '@mui/material/Badge';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ForumIcon from '@mui/icons-material/Forum';

const examples = [
  { count: 42, max: undefined, note: '42, under the default max of 99' },
  { count: 150, max: undefined, note: '150 with the default max' },
  { count: 1280, max: 999, note: '1280 with max={999}' },
];

export default function BadgeMax() {
  return (
    <Stack direction="row" spacing={6} useFlexGap sx={{ flexWrap: 'wrap', pt: 1 }}>
      {examples.map((example) => (
        <Stack key={example.note} spacing={1.5} sx={{ alignItems: 'center', maxWidth: 120 }}>
          <Badge color="secondary" badgeContent={example.count} max={example.max}>
            <ForumIcon />
          </Badge>
          <Typography variant="caption" sx={{ textAlign: 'center' }}>
            {example.note}
          </Typography>
        </Stack>
      ))}
    </Stack>
  );
}
