import Box from '@mui/material/Box';

export default function UsageSxCard() {
  return (
    <Box
      sx={{
        maxWidth: 320,
        mx: 'auto',
        p: 2.5,
        bgcolor: 'background.paper',
        border: 1,
        borderColor: 'divider',
        borderRadius: 2,
        boxShadow: 1,
      }}
    >
      <Box sx={{ color: 'text.secondary', fontSize: 14 }}>Monthly recurring revenue</Box>
      <Box sx={{ mt: 0.5, color: 'text.primary', fontSize: 32, fontWeight: 'bold' }}>€48,210</Box>
      <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 1, mt: 1 }}>
        <Box
          component="span"
          sx={{ px: 1, borderRadius: 1, bgcolor: 'success.main', color: 'success.contrastText', fontSize: 13, fontWeight: 'bold' }}
        >
          +6.4%
        </Box>
        <Box component="span" sx={{ color: 'text.secondary', fontSize: 13 }}>
          compared with October
        </Box>
      </Box>
    </Box>
  );
}
