import Box from '@mui/material/Box';

const alerts = [
  { tone: 'info.main', title: 'Scheduled maintenance', body: 'The billing service is read-only on Sunday from 02:00 to 03:00 UTC.' },
  { tone: 'success.main', title: 'Payout sent', body: '€1,240.00 is on its way to the account ending in 4417.' },
  { tone: 'warning.main', title: 'Card expires soon', body: 'Update the card on file before 31 May to avoid a failed renewal.' },
];

export default function BorderSideColors() {
  return (
    <Box sx={{ display: 'grid', gap: 1.5, maxWidth: 520, mx: 'auto' }}>
      {alerts.map((alert) => (
        <Box
          key={alert.title}
          sx={{
            p: 2,
            bgcolor: 'background.paper',
            border: 1,
            borderColor: 'divider',
            borderLeft: 4,
            borderLeftColor: alert.tone,
            borderRadius: 1,
          }}
        >
          <Box sx={{ fontWeight: 'bold', color: 'text.primary' }}>{alert.title}</Box>
          <Box sx={{ mt: 0.5, fontSize: 14, color: 'text.secondary' }}>{alert.body}</Box>
        </Box>
      ))}
    </Box>
  );
}
