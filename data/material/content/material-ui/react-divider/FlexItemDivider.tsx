import * as React from 'react';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

function Row({ flexItem }: { flexItem: boolean }) {
  return (
    <Stack spacing={1}>
      <Typography variant="caption" component="code" sx={{ fontFamily: 'monospace' }}>
        {flexItem ? '<Divider orientation="vertical" flexItem />' : '<Divider orientation="vertical" />'}
      </Typography>
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          gap: 1.5,
          px: 2,
          py: 1,
          border: 1,
          borderColor: 'divider',
          borderRadius: 1,
          width: 'fit-content',
          maxWidth: '100%',
        }}
      >
        <Typography variant="body2">Draft</Typography>
        <Divider orientation="vertical" flexItem={flexItem} />
        <Typography variant="body2">Saved 2 min ago</Typography>
        <Divider orientation="vertical" flexItem={flexItem} />
        <Typography variant="body2">3 comments</Typography>
      </Box>
    </Stack>
  );
}

export default function FlexItemDivider() {
  return (
    <Stack spacing={3}>
      <Row flexItem={false} />
      <Row flexItem />
    </Stack>
  );
}
