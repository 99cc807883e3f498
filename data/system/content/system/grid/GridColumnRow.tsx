import Box from '@mui/material/Box';

const tileSx = {
  display: 'flex',
  alignItems: 'flex-end',
  p: 1.5,
  borderRadius: 2,
  fontSize: 14,
  fontWeight: 'medium',
  color: '#fff',
  textShadow: '0 1px 2px rgba(0, 0, 0, 0.6)',
  minHeight: 96,
} as const;

export default function GridColumnRow() {
  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: 'repeat(4, 1fr)',
        gridAutoRows: 'minmax(96px, auto)',
        gap: 1,
      }}
    >
      <Box
        sx={{
          ...tileSx,
          gridColumn: { xs: '1 / -1', sm: '1 / span 2' },
          gridRow: { sm: 'span 2' },
          background: 'linear-gradient(160deg, #1b5e20, #43a047)',
          fontSize: 18,
        }}
      >
        Featured: forest trails
      </Box>
      <Box sx={{ ...tileSx, gridColumn: { xs: '1 / -1', sm: 'span 2' }, background: 'linear-gradient(160deg, #0d47a1, #1e88e5)' }}>
        Coastal walks
      </Box>
      <Box sx={{ ...tileSx, gridColumn: { xs: 'span 2', sm: 'span 1' }, background: 'linear-gradient(160deg, #4e342e, #8d6e63)' }}>
        Caves
      </Box>
      <Box sx={{ ...tileSx, gridColumn: { xs: 'span 2', sm: 'span 1' }, background: 'linear-gradient(160deg, #4a148c, #8e24aa)' }}>
        Night skies
      </Box>
      <Box sx={{ ...tileSx, gridColumn: '1 / -1', minHeight: 56, background: 'linear-gradient(90deg, #263238, #546e7a)' }}>
        All 48 destinations
      </Box>
    </Box>
  );
}
