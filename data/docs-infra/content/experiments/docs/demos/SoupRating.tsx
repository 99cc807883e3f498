import * as React from 'react';
import Box from '@mui/material/Box';
import Rating from '@mui/material/Rating';
import Typography from '@mui/material/Typography';

const words = ['', 'Bland', 'Fine', 'Tasty', 'Delicious', 'Unforgettable'];

export default function SoupRating() {
  const [value, setValue] = React.useState<number | null>(3);

  return (
    <Box>
      <Typography component="legend" id="soup-rating-label">
        Pumpkin soup
      </Typography>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <Rating name="pumpkin-soup" aria-labelledby="soup-rating-label" value={value} onChange={(_event, next) => setValue(next)} />
        <Typography variant="body2">{value ? words[value] : 'No rating'}</Typography>
      </Box>
    </Box>
  );
}
