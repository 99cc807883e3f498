import * as React from 'react';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

export default function PaperVariants() {
  return (
    <Stack direction="row" useFlexGap spacing={3} sx={{ flexWrap: 'wrap', justifyContent: 'center' }}>
      <Paper sx={{ p: 2, width: 220 }}>
        <Typography variant="subtitle2">Shadow</Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          The default elevation variant lifts the surface off the page.
        </Typography>
      </Paper>
      <Paper variant="outlined" sx={{ p: 2, width: 220 }}>
        <Typography variant="subtitle2">Outline</Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          The outlined variant keeps it flat and draws a thin border.
        </Typography>
      </Paper>
    </Stack>
  );
}
