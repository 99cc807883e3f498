import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import Masonry from '@mui/lab/Masonry';

const heights = [150, 60, 90, 70, 110, 150, 130, 80, 50, 90];

export default function SequentialMasonry() {
  const [sequential, setSequential] = React.useState(true);

  return (
    <Box sx={{ width: '100%' }}>
      <FormControlLabel
        control={<Switch checked={sequential} onChange={(event) => setSequential(event.target.checked)} />}
        label="Sequential order"
        sx={{ mb: 1 }}
      />
      <Masonry columns={3} spacing={1} sequential={sequential}>
        {heights.map((height, index) => (
          <Paper key={index} variant="outlined" sx={{ height, display: 'grid', placeItems: 'center' }}>
            <Typography variant="body2">{index + 1}</Typography>
          </Paper>
        ))}
      </Masonry>
    </Box>
  );
}
