import * as React from 'react';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';

const stops = ['Harbour', 'Market', 'Old town', 'Station'];

export default function DirectionStack() {
  const [row, setRow] = React.useState(true);

  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      <Button size="small" variant="outlined" onClick={() => setRow(!row)}>
        Lay out as a {row ? 'column' : 'row'}
      </Button>
      <Stack direction={row ? 'row' : 'column'} spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        {stops.map((stop) => (
          <Paper key={stop} variant="outlined" sx={{ px: 2, py: 1 }}>
            {stop}
          </Paper>
        ))}
      </Stack>
    </Stack>
  );
}
