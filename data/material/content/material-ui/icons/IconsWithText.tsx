import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import RocketLaunchIcon from '@mui/icons-material/RocketLaunch';
import ScheduleIcon from '@mui/icons-material/Schedule';
import LocalShippingIcon from '@mui/icons-material/LocalShipping';

export default function IconsWithText() {
  return (
    <Stack spacing={2}>
      <Typography variant="h5" component="p" sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <RocketLaunchIcon fontSize="inherit" color="primary" />
        Release 4.2 is live
      </Typography>
      <Typography variant="body2" sx={{ display: 'flex', alignItems: 'center', gap: 0.5, color: 'text.secondary' }}>
        <ScheduleIcon fontSize="inherit" />
        Published 12 minutes ago
      </Typography>
      <Typography>
        Orders placed before 3 pm ship the same day <LocalShippingIcon fontSize="inherit" sx={{ verticalAlign: 'text-bottom' }} /> from our
        Rotterdam warehouse.
      </Typography>
    </Stack>
  );
}
