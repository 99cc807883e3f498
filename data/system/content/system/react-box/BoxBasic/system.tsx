import Box from '@mui/system/Box';

export default function BoxBasic() {
  return (
    <Box
      sx={{
        maxWidth: 320,
        p: 2,
        border: 1,
        borderColor: 'divider',
        borderRadius: 2,
        bgcolor: 'background.paper',
        boxShadow: 1,
      }}
    >
      <Box sx={{ color: 'text.secondary', fontSize: 14 }}>Sessions this week</Box>
      <Box sx={{ color: 'text.primary', fontSize: 30, fontWeight: 'medium' }}>1,284</Box>
      <Box sx={{ fontSize: 14 }}>
        <Box component="span" sx={{ color: 'success.dark', fontWeight: 'bold' }}>
          +12.4%
        </Box>
        <Box component="span" sx={{ color: 'text.secondary', ml: 0.5 }}>
          compared with last week
        </Box>
      </Box>
    </Box>
  );
}
