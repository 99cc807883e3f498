import * as React from 'react';
import Box from '@mui/joy/Box';
import CircularProgress from '@mui/joy/CircularProgress';
import Typography from '@mui/joy/Typography';

export default function CircularProgressBasic() {
  const labelId = React.useId();
  return (
    <Box sx={{ display: 'flex', gap: 4, alignItems: 'center', flexWrap: 'wrap', justifyContent: 'center' }}>
      <CircularProgress aria-label="Loading" />
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
        <CircularProgress size="sm" aria-labelledby={labelId} />
        <Typography id={labelId} level="body-sm">
          Loading your saved routes…
        </Typography>
      </Box>
    </Box>
  );
}
