import Box from '@mui/material/Box';
import Rating from '@mui/material/Rating';
import Typography from '@mui/material/Typography';

export default function HalfRating() {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 3 }}>
      <Box component="fieldset" sx={{ border: 0, m: 0, p: 0 }}>
        <Typography component="legend" variant="subtitle2">
          Rate this podcast episode (half stars)
        </Typography>
        <Rating name="half-rating" defaultValue={3.5} precision={0.5} />
      </Box>
      <div>
        <Typography variant="subtitle2" component="p">
          Average score: 4.3 (read only, precision 0.1)
        </Typography>
        <Rating value={4.3} precision={0.1} readOnly />
      </div>
    </Box>
  );
}
