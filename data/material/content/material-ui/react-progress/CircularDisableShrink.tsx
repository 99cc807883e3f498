import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

export default function CircularDisableShrink() {
  return (
    <Stack direction="row" spacing={4} useFlexGap sx={{ flexWrap: 'wrap' }}>
      <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 1 }}>
        <CircularProgress aria-label="Loading, default animation" />
        <Typography variant="caption" color="text.secondary">
          Default
        </Typography>
      </Box>
      <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 1 }}>
        <CircularProgress disableShrink aria-label="Loading, rotation only" />
        <Typography variant="caption" color="text.secondary">
          disableShrink
        </Typography>
      </Box>
    </Stack>
  );
}
