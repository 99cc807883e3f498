import Alert from '@mui/joy/Alert';
import Box from '@mui/joy/Box';
import IconButton from '@mui/joy/IconButton';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import CheckCircleRounded from '@mui/icons-material/CheckCircleRounded';
import CloseRounded from '@mui/icons-material/CloseRounded';
import ErrorRounded from '@mui/icons-material/ErrorRounded';
import InfoRounded from '@mui/icons-material/InfoRounded';
import WarningRounded from '@mui/icons-material/WarningRounded';
import type { ColorPaletteProp } from '@mui/joy/styles';

const states: { title: string; body: string; color: ColorPaletteProp; icon: React.ReactNode }[] = [
  {
    title: 'Backup complete',
    body: 'All 2,416 photos were copied to the archive drive.',
    color: 'success',
    icon: <CheckCircleRounded />,
  },
  {
    title: 'Scheduled maintenance',
    body: 'Sign-in is unavailable on Sunday from 02:00 to 03:00 UTC.',
    color: 'primary',
    icon: <InfoRounded />,
  },
  {
    title: 'Storage almost full',
    body: 'You have used 94% of 50 GB. Older exports will be removed first.',
    color: 'warning',
    icon: <WarningRounded />,
  },
  {
    title: 'Sync failed',
    body: 'The calendar could not reach the server. Check your connection.',
    color: 'danger',
    icon: <ErrorRounded />,
  },
];

export default function AlertWithTitle() {
  return (
    <Stack spacing={2} sx={{ width: '100%' }}>
      {states.map((state) => (
        <Alert
          key={state.title}
          variant="outlined"
          color={state.color}
          startDecorator={state.icon}
          sx={{ alignItems: 'flex-start' }}
          endDecorator={
            <IconButton variant="plain" size="sm" color={state.color} aria-label={`Dismiss: ${state.title}`}>
              <CloseRounded />
            </IconButton>
          }
        >
          <Box>
            <Typography level="title-sm" color={state.color}>
              {state.title}
            </Typography>
            <Typography level="body-sm">{state.body}</Typography>
          </Box>
        </Alert>
      ))}
    </Stack>
  );
}
