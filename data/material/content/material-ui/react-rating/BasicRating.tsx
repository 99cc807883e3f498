import * as React from 'react';
import Box from '@mui/material/Box';
import Rating from '@mui/material/Rating';
import Typography from '@mui/material/Typography';

const fieldsetSx = { border: 0, m: 0, p: 0, minWidth: 0 };

export default function BasicRating() {
  const [value, setValue] = React.useState<number | null>(4);

  return (
    <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))' } }}>
      <Box component="fieldset" sx={fieldsetSx}>
        <Typography component="legend" variant="subtitle2">
          Your rating (controlled)
        </Typography>
        <Rating name="basic-controlled" value={value} onChange={(event, newValue) => setValue(newValue)} />
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {value === null ? 'Not rated' : `You gave ${value} out of 5.`}
        </Typography>
      </Box>
      <Box component="fieldset" sx={fieldsetSx}>
        <Typography component="legend" variant="subtitle2">
          Packaging (uncontrolled)
        </Typography>
        <Rating name="basic-uncontrolled" defaultValue={3} />
      </Box>
      <div>
        <Typography variant="subtitle2" component="p">
          Average of 1,284 reviews (read only)
        </Typography>
        <Rating value={4} readOnly />
      </div>
      <Box component="fieldset" sx={fieldsetSx} disabled>
        <Typography component="legend" variant="subtitle2">
          Delivery (disabled until the order arrives)
        </Typography>
        <Rating name="basic-disabled" value={2} disabled />
      </Box>
    </Box>
  );
}
