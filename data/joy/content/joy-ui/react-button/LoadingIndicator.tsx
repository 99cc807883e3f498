import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import CircularProgress from '@mui/joy/CircularProgress';

export default function LoadingIndicator() {
  return (
    <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap', alignItems: 'center' }}>
      <Button loading loadingIndicator="Uploading…" sx={{ minWidth: 140 }}>
        Upload photos
      </Button>
      <Button
        loading
        loadingPosition="start"
        variant="soft"
        color="neutral"
        loadingIndicator={<CircularProgress variant="plain" color="neutral" size="sm" aria-label="Refreshing" />}
      >
        Refreshing feed
      </Button>
    </Box>
  );
}
