import Alert, { AlertProps } from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import { styled } from '@mui/material/styles';

// A compact banner with a colored left edge, as used in dashboards and settings pages.
const EdgeAlert = styled((props: AlertProps) => <Alert variant="outlined" {...props} />)(({ theme }) => ({
  borderWidth: 0,
  borderLeftWidth: 4,
  borderRadius: 0,
  paddingBlock: 0,
  backgroundColor: (theme.vars || theme).palette.action.hover,
  color: (theme.vars || theme).palette.text.primary,
}));

export default function CustomizedAlerts() {
  return (
    <Stack spacing={2} sx={{ width: '100%' }}>
      <EdgeAlert severity="info">Two-step sign-in is on for all admins.</EdgeAlert>
      <EdgeAlert severity="warning">The API key ending in 7f3a expires on 30 June.</EdgeAlert>
      <Alert severity="success" sx={{ borderRadius: 3, fontWeight: 500, '& .MuiAlert-icon': { fontSize: 28 } }}>
        Backup completed in 42 seconds.
      </Alert>
    </Stack>
  );
}
