import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';

export default function LinearIndeterminate() {
  return (
    <Box sx={{ width: '100%' }}>
      <Typography id="linear-indeterminate-label" variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        Checking for updates…
      </Typography>
      <LinearProgress aria-labelledby="linear-indeterminate-label" />
    </Box>
  );
}
