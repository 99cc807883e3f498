import Box from '@mui/material/Box';

const swatches = [
  { name: 'Harbour', from: '#0f4c81', to: '#5b8fb9' },
  { name: 'Meadow', from: '#2e7d32', to: '#8bc34a' },
  { name: 'Ember', from: '#b23c17', to: '#f4a261' },
  { name: 'Dusk', from: '#4a148c', to: '#ba68c8' },
  { name: 'Sandstone', from: '#8d6e63', to: '#d7ccc8' },
  { name: 'Lagoon', from: '#00695c', to: '#4db6ac' },
  { name: 'Graphite', from: '#37474f', to: '#90a4ae' },
];

export default function GridAutoFill() {
  return (
    <Box
      component="ul"
      aria-label="Colour themes"
      sx={{
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fill, minmax(120px, 1fr))',
        gap: 1.5,
        m: 0,
        p: 0,
        listStyle: 'none',
      }}
    >
      {swatches.map((swatch) => (
        <Box component="li" key={swatch.name} sx={{ border: 1, borderColor: 'divider', borderRadius: 2, overflow: 'hidden' }}>
          <Box sx={{ height: 64, background: `linear-gradient(135deg, ${swatch.from}, ${swatch.to})` }} />
          <Box sx={{ px: 1.5, py: 1, fontSize: 14, color: 'text.primary' }}>{swatch.name}</Box>
        </Box>
      ))}
    </Box>
  );
}
