import Box from '@mui/material/Box';

const cellSx = {
  py: 1.5,
  textAlign: 'center',
  fontSize: 14,
  borderRadius: 1,
  bgcolor: 'primary.main',
  color: 'primary.contrastText',
} as const;

const cells = ['A', 'B', 'C', 'D', 'E', 'F'];

export default function GridGap() {
  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' },
        gap: 4,
      }}
    >
      <div>
        <Box sx={{ mb: 1, fontSize: 14, fontFamily: 'monospace', color: 'text.secondary' }}>gap: 1</Box>
        <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(3, 1fr)', gap: 1 }}>
          {cells.map((cell) => (
            <Box key={cell} sx={cellSx}>
              {cell}
            </Box>
          ))}
        </Box>
      </div>
      <div>
        <Box sx={{ mb: 1, fontSize: 14, fontFamily: 'monospace', color: 'text.secondary' }}>rowGap: 3, columnGap: 0.5</Box>
        <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(3, 1fr)', rowGap: 3, columnGap: 0.5 }}>
          {cells.map((cell) => (
            <Box key={cell} sx={cellSx}>
              {cell}
            </Box>
          ))}
        </Box>
      </div>
    </Box>
  );
}
