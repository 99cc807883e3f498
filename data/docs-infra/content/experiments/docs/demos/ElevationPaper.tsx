import * as React from 'react';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';

export default function ElevationPaper() {
  const [elevation, setElevation] = React.useState(2);

  return (
    <Stack direction="row" spacing={3} sx={{ alignItems: 'center', p: 1 }}>
      <Paper elevation={elevation} sx={{ width: 140, height: 90, display: 'grid', placeItems: 'center' }}>
        Elevation {elevation}
      </Paper>
      <Stack spacing={1}>
        <Button size="small" onClick={() => setElevation(elevation + 2)} disabled={elevation >= 24}>
          Lift
        </Button>
        <Button size="small" onClick={() => setElevation(elevation - 2)} disabled={elevation <= 0}>
          Lower
        </Button>
      </Stack>
    </Stack>
  );
}
