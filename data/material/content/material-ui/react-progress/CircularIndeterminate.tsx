import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';

export default function CircularIndeterminate() {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
      <CircularProgress aria-labelledby="circular-indeterminate-label" />
      <Typography id="circular-indeterminate-label" variant="body2" color="text.secondary">
        Loading your inbox…
      </Typography>
    </Box>
  );
}
