import Box from '@mui/material/Box';

const heights = [
  { value: '1', height: 1 },
  { value: '1.5', height: 1.5 },
  { value: '2', height: 2 },
  { value: "'28px'", height: '28px' },
];

export default function TypographyLineHeight() {
  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))',
        gap: 2,
        color: 'text.primary',
      }}
    >
      {heights.map((item) => (
        <Box key={item.value} sx={{ p: 1.5, border: 1, borderColor: 'divider', borderRadius: 1 }}>
          <Box sx={{ mb: 0.5, fontFamily: 'monospace', fontSize: 13, color: 'text.secondary' }}>lineHeight: {item.value}</Box>
          <Box component="p" sx={{ lineHeight: item.height, m: 0, fontSize: 15 }}>
            Water the seedlings in the morning, keep them out of direct afternoon sun and turn the trays every few days.
          </Box>
        </Box>
      ))}
    </Box>
  );
}
