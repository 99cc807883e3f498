import Box from '@mui/material/Box';

const metrics = [
  { label: 'Uptime', value: '99.98%', tone: 'success.main' },
  { label: 'Latency', value: '184 ms', tone: 'warning.main' },
  { label: 'Errors', value: '0.02%', tone: 'error.main' },
];

export default function BoxSx() {
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, width: '100%' }}>
      {metrics.map((metric) => (
        <Box
          key={metric.label}
          sx={{
            // Theme values: spacing units, palette paths, shape and shadows.
            flex: { xs: '1 1 100%', sm: '1 1 0' },
            p: 2,
            bgcolor: 'background.paper',
            borderRadius: 2,
            borderLeft: 4,
            borderLeftColor: metric.tone,
            boxShadow: 1,
            transition: (theme) => theme.transitions.create('box-shadow'),
            '&:hover': { boxShadow: 6 },
            '@media (prefers-reduced-motion: reduce)': { transition: 'none' },
          }}
        >
          <Box sx={{ typography: 'overline', color: 'text.secondary' }}>{metric.label}</Box>
          <Box sx={{ typography: 'h5', fontWeight: 'medium' }}>{metric.value}</Box>
        </Box>
      ))}
    </Box>
  );
}
