import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';

export default function LinearColor() {
  return (
    <Stack spacing={2} sx={{ width: '100%', color: 'text.secondary' }}>
      <LinearProgress color="secondary" aria-label="Loading (secondary)" />
      <LinearProgress color="success" aria-label="Loading (success)" />
      <LinearProgress color="warning" aria-label="Loading (warning)" />
      <LinearProgress color="inherit" aria-label="Loading (inherit)" />
    </Stack>
  );
}
