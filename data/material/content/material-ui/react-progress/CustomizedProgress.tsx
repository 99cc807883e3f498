import Box from '@mui/material/Box';
import CircularProgress, { circularProgressClasses } from '@mui/material/CircularProgress';
import LinearProgress, { linearProgressClasses } from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { styled } from '@mui/material/styles';

// A thick, rounded bar with a neutral track, as used for quotas and goals.
const QuotaBar = styled(LinearProgress)(({ theme }) => ({
  height: 10,
  borderRadius: 5,
  [`&.${linearProgressClasses.colorPrimary}`]: {
    backgroundColor: theme.palette.grey[300],
    ...theme.applyStyles('dark', { backgroundColor: theme.palette.grey[800] }),
  },
  [`& .${linearProgressClasses.bar}`]: {
    borderRadius: 5,
    backgroundColor: theme.palette.success.main,
  },
}));

// A ring drawn on top of a full grey track, with rounded stroke ends.
function RingWithTrack() {
  return (
    <Box sx={{ position: 'relative', width: 44, height: 44 }}>
      <CircularProgress
        variant="determinate"
        value={100}
        size={44}
        thickness={5}
        aria-hidden
        sx={(theme) => ({
          position: 'absolute',
          color: theme.palette.grey[300],
          ...theme.applyStyles('dark', { color: theme.palette.grey[800] }),
        })}
      />
      <CircularProgress
        size={44}
        thickness={5}
        disableShrink
        aria-label="Syncing calendar"
        sx={{
          position: 'absolute',
          animationDuration: '700ms',
          [`& .${circularProgressClasses.circle}`]: { strokeLinecap: 'round' },
        }}
      />
    </Box>
  );
}

export default function CustomizedProgress() {
  return (
    <Stack spacing={3} sx={{ width: '100%' }}>
      <Box>
        <Typography id="quota-label" variant="body2" sx={{ mb: 1 }}>
          Storage: 6.4 GB of 10 GB
        </Typography>
        <QuotaBar variant="determinate" value={64} aria-labelledby="quota-label" />
      </Box>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <RingWithTrack />
        <Typography variant="body2" color="text.secondary">
          Syncing calendar…
        </Typography>
      </Stack>
    </Stack>
  );
}
