import Box from '@mui/material/Box';

const weights = [
  { value: "'light'", weight: 'light' },
  { value: "'regular'", weight: 'regular' },
  { value: "'medium'", weight: 'medium' },
  { value: "'bold'", weight: 'bold' },
  { value: '600', weight: 600 },
];

export default function TypographyFontWeight() {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1, color: 'text.primary' }}>
      {weights.map((item) => (
        <Box key={item.value} sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', columnGap: 2 }}>
          <Box sx={{ width: 180, fontFamily: 'monospace', fontSize: 13, color: 'text.secondary' }}>fontWeight: {item.value}</Box>
          <Box sx={{ fontWeight: item.weight, fontSize: 20 }}>Quarterly revenue</Box>
        </Box>
      ))}
    </Box>
  );
}
