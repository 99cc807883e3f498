import Box from '@mui/material/Box';

const families = [
  { value: "'default'", family: 'default', note: 'the theme font' },
  { value: "'monospace'", family: 'monospace', note: 'code and tabular figures' },
  { value: "'Georgia, serif'", family: 'Georgia, serif', note: 'a serif stack' },
  { value: "'system-ui, sans-serif'", family: 'system-ui, sans-serif', note: "the device's own font" },
];

export default function TypographyFontFamily() {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1.5, color: 'text.primary' }}>
      {families.map((item) => (
        <div key={item.value}>
          <Box sx={{ fontFamily: 'monospace', fontSize: 13, color: 'text.secondary' }}>
            fontFamily: {item.value} ({item.note})
          </Box>
          <Box sx={{ fontFamily: item.family, fontSize: 18 }}>Order #40817 ships in 2–3 days</Box>
        </div>
      ))}
    </Box>
  );
}
