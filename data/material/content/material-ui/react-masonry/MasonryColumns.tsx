import * as React from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Slider from '@mui/material/Slider';
import Typography from '@mui/material/Typography';
import Masonry from '@mui/lab/Masonry';

const heights = [70, 120, 90, 150, 60, 110, 130, 80, 100, 140, 75, 95];

export default function MasonryColumns() {
  const [columns, setColumns] = React.useState(4);

  return (
    <Box sx={{ width: '100%' }}>
      <Typography id="masonry-columns-label" variant="body2" gutterBottom>
        Columns: {columns}
      </Typography>
      <Slider
        value={columns}
        onChange={(_event, value) => setColumns(value as number)}
        min={1}
        max={6}
        step={1}
        marks
        aria-labelledby="masonry-columns-label"
        sx={{ maxWidth: 280, mb: 2 }}
      />
      <Masonry columns={columns} spacing={1}>
        {heights.map((height, index) => (
          <Paper key={index} variant="outlined" sx={{ height, display: 'grid', placeItems: 'center' }}>
            <Typography variant="body2">{index + 1}</Typography>
          </Paper>
        ))}
      </Masonry>
    </Box>
  );
}
