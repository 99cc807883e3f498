import Box from '@mui/material/Box';

const swatches = [
  { bgcolor: 'primary.main', color: 'primary.contrastText' },
  { bgcolor: 'primary.dark', color: 'primary.contrastText' },
  { bgcolor: 'secondary.main', color: 'secondary.contrastText' },
  { bgcolor: 'success.main', color: 'success.contrastText' },
  { bgcolor: 'error.dark', color: 'error.contrastText' },
  { bgcolor: 'background.paper', color: 'text.primary' },
  { bgcolor: 'background.default', color: 'text.primary' },
  { bgcolor: 'action.selected', color: 'text.primary' },
];

export default function PaletteBackground() {
  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fill, minmax(170px, 1fr))',
        gap: 1.5,
      }}
    >
      {swatches.map((swatch) => (
        <Box
          key={swatch.bgcolor}
          sx={{
            ...swatch,
            p: 2,
            border: 1,
            borderColor: 'divider',
            borderRadius: 1,
            fontSize: 13,
            lineHeight: 1.6,
            overflowWrap: 'anywhere',
          }}
        >
          <Box component="code" sx={{ display: 'block', fontWeight: 'bold' }}>
            {swatch.bgcolor}
          </Box>
          <Box component="code" sx={{ display: 'block' }}>
            {swatch.color}
          </Box>
        </Box>
      ))}
    </Box>
  );
}
