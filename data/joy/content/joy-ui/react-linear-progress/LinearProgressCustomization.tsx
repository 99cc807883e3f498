import LinearProgress from '@mui/joy/LinearProgress';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import { styled } from '@mui/joy/styles';

// Diagonal stripes over the filled part, for a bar that reads as "working" even when it is determinate.
const StripedProgress = styled(LinearProgress)(({ theme }) => ({
  '--LinearProgress-thickness': '14px',
  '&::before': {
    backgroundImage: `repeating-linear-gradient(-45deg, transparent 0 6px, rgba(255 255 255 / 0.25) 6px 12px)`,
    backgroundColor: theme.vars.palette.success.solidBg,
  },
}));

export default function LinearProgressCustomization() {
  return (
    <Stack spacing={3} sx={{ width: '100%', maxWidth: 420 }}>
      <div>
        <Typography level="body-xs" sx={{ mb: 0.75 }}>
          styled(): striped fill
        </Typography>
        <StripedProgress determinate value={64} aria-label="Install progress, 64%" />
      </div>
      <div>
        <Typography level="body-xs" sx={{ mb: 0.75 }}>
          sx: a thin fill inside a thick, square track
        </Typography>
        <LinearProgress
          determinate
          value={38}
          variant="outlined"
          color="neutral"
          aria-label="Reading progress, 38%"
          sx={{
            '--LinearProgress-thickness': '12px',
            '--LinearProgress-progressThickness': '4px',
            '--LinearProgress-radius': '2px',
          }}
        />
      </div>
      <div>
        <Typography level="body-xs" sx={{ mb: 0.75 }}>
          sx: a slower indeterminate sweep
        </Typography>
        <LinearProgress
          color="warning"
          aria-label="Waiting for the printer"
          sx={{ '--LinearProgress-circulation': '5s ease-in-out 0s infinite normal none running' }}
        />
      </div>
    </Stack>
  );
}
