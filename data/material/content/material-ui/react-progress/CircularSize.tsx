import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';

export default function CircularSize() {
  return (
    <Stack direction="row" spacing={3} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
      <CircularProgress size={16} aria-label="Loading, 16 pixels" />
      <CircularProgress size={24} aria-label="Loading, 24 pixels" />
      <CircularProgress aria-label="Loading, default 40 pixels" />
      <CircularProgress size="4rem" aria-label="Loading, 4 rem" />
    </Stack>
  );
}
