import Box from '@mui/material/Box';

const levels = [0, 1, 2, 3, 4, 6, 8, 12, 16, 24];

export default function ShadowScale() {
  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fill, minmax(96px, 1fr))',
        gap: 3,
        p: 1,
      }}
    >
      {levels.map((level) => (
        <Box
          key={level}
          sx={{
            height: 72,
            display: 'grid',
            placeItems: 'center',
            bgcolor: 'background.paper',
            color: 'text.primary',
            borderRadius: 1,
            boxShadow: level,
            fontFamily: 'monospace',
            fontSize: 13,
          }}
        >
          boxShadow: {level}
        </Box>
      ))}
    </Box>
  );
}
