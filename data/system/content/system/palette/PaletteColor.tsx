import Box from '@mui/material/Box';

const samples = [
  { color: 'text.primary', text: 'Body copy and headings' },
  { color: 'text.secondary', text: 'Captions, hints and metadata' },
  { color: 'text.disabled', text: 'Unavailable option (disabled)' },
  { color: 'primary.main', text: 'Links and the main accent' },
  { color: 'secondary.main', text: 'A second accent for emphasis' },
  { color: 'error.main', text: 'Validation messages' },
  { color: 'success.main', text: 'Confirmations' },
];

export default function PaletteColor() {
  return (
    <Box sx={{ display: 'grid', gap: 1, maxWidth: 520, mx: 'auto' }}>
      {samples.map((sample) => (
        <Box key={sample.color} sx={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', columnGap: 2 }}>
          <Box sx={{ color: sample.color, fontWeight: 'medium' }}>{sample.text}</Box>
          <Box component="code" sx={{ fontSize: 13, color: 'text.secondary' }}>
            {sample.color}
          </Box>
        </Box>
      ))}
    </Box>
  );
}
