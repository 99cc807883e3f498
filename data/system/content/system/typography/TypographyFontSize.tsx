import Box from '@mui/material/Box';

const sizes = [
  { value: "'default'", size: 'default' },
  { value: "'h6.fontSize'", size: 'h6.fontSize' },
  { value: "'h4.fontSize'", size: 'h4.fontSize' },
  { value: '12', size: 12 },
  { value: "'1.125rem'", size: '1.125rem' },
  { value: "{ xs: '1.25rem', md: '2rem' }", size: { xs: '1.25rem', md: '2rem' } },
];

export default function TypographyFontSize() {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1.5, color: 'text.primary' }}>
      {sizes.map((item) => (
        <div key={item.value}>
          <Box sx={{ fontFamily: 'monospace', fontSize: 13, color: 'text.secondary' }}>fontSize: {item.value}</Box>
          <Box sx={{ fontSize: item.size, lineHeight: 1.3 }}>Tickets go on sale Monday</Box>
        </div>
      ))}
    </Box>
  );
}
