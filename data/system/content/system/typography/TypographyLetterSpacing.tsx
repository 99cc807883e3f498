import Box from '@mui/material/Box';

const spacings = [
  { value: "'-0.02em'", spacing: '-0.02em', text: 'Tighter display heading', size: 28 },
  { value: "'normal'", spacing: 'normal', text: 'Body text at the default spacing', size: 16 },
  { value: '1', spacing: 1, text: 'One pixel wider', size: 16 },
  { value: "'0.12em'", spacing: '0.12em', text: 'SMALL CAPS LABEL', size: 12 },
];

export default function TypographyLetterSpacing() {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1.5, color: 'text.primary' }}>
      {spacings.map((item) => (
        <div key={item.value}>
          <Box sx={{ fontFamily: 'monospace', fontSize: 13, color: 'text.secondary' }}>letterSpacing: {item.value}</Box>
          <Box sx={{ letterSpacing: item.spacing, fontSize: item.size, fontWeight: 'medium' }}>{item.text}</Box>
        </div>
      ))}
    </Box>
  );
}
