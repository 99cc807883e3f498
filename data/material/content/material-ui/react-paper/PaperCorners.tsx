import * as React from 'react';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

export default function PaperCorners() {
  return (
    <Stack direction="row" useFlexGap spacing={3} sx={{ flexWrap: 'wrap', justifyContent: 'center' }}>
      <Paper variant="outlined" sx={{ p: 2, width: 160, textAlign: 'center' }}>
        <Typography variant="body2">Rounded (default)</Typography>
      </Paper>
      <Paper variant="outlined" square sx={{ p: 2, width: 160, textAlign: 'center' }}>
        <Typography variant="body2">square</Typography>
      </Paper>
      <Paper elevation={3} square sx={{ p: 2, width: 160, textAlign: 'center' }}>
        <Typography variant="body2">square, elevation 3</Typography>
      </Paper>
    </Stack>
  );
}
