import * as React from 'react';
import Box from '@mui/joy/Box';
import LinearProgress from '@mui/joy/LinearProgress';
import Typography from '@mui/joy/Typography';

export default function LinearProgressBasic() {
  const labelId = React.useId();
  return (
    <Box sx={{ width: '100%', maxWidth: 420 }}>
      <Typography id={labelId} level="body-sm" sx={{ mb: 1 }}>
        Syncing your calendar…
      </Typography>
      <LinearProgress aria-labelledby={labelId} />
    </Box>
  );
}
