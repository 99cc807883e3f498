import * as React from 'react';
import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import Typography from '@mui/joy/Typography';

export default function BasicButtons() {
  const [saved, setSaved] = React.useState(0);

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2, alignItems: 'flex-start' }}>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        <Button onClick={() => setSaved((count) => count + 1)}>Save note</Button>
        <Button variant="plain" color="neutral" onClick={() => setSaved(0)}>
          Reset
        </Button>
      </Box>
      <Typography level="body-sm" role="status">
        {saved === 0 ? 'No saves yet.' : `Saved ${saved} ${saved === 1 ? 'time' : 'times'}.`}
      </Typography>
    </Box>
  );
}
