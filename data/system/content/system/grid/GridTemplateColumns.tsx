import Box from '@mui/material/Box';

const stats = [
  { label: 'Visitors', value: '18,204' },
  { label: 'Sign-ups', value: '642' },
  { label: 'Conversion', value: '3.5%' },
];

export default function GridTemplateColumns() {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 3 }}>
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, 1fr)' },
          gap: 2,
        }}
      >
        {stats.map((stat) => (
          <Box key={stat.label} sx={{ p: 2, border: 1, borderColor: 'divider', borderRadius: 2, color: 'text.primary' }}>
            <Box sx={{ fontSize: 14, color: 'text.secondary' }}>{stat.label}</Box>
            <Box sx={{ fontSize: 24, fontWeight: 'medium' }}>{stat.value}</Box>
          </Box>
        ))}
      </Box>
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: '120px 1fr auto',
          gap: 1,
          fontSize: 14,
          fontFamily: 'monospace',
          textAlign: 'center',
          color: 'text.primary',
        }}
      >
        <Box sx={{ py: 1, bgcolor: 'action.selected', borderRadius: 1 }}>120px</Box>
        <Box sx={{ py: 1, bgcolor: 'action.selected', borderRadius: 1 }}>1fr</Box>
        <Box sx={{ py: 1, px: 2, bgcolor: 'action.selected', borderRadius: 1 }}>auto</Box>
      </Box>
    </Box>
  );
}
