import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';

const areas = [
  { label: 'Header', column: 'span 12' },
  { label: 'Navigation', column: { xs: 'span 12', sm: 'span 3' }, row: { sm: 'span 2' } },
  { label: 'Main content', column: { xs: 'span 12', sm: 'span 9' } },
  { label: 'Related', column: { xs: 'span 12', sm: 'span 9' } },
  { label: 'Footer', column: 'span 12' },
];

export default function LegacyCssGrid() {
  return (
    <Box sx={{ width: '100%', display: 'grid', gridTemplateColumns: 'repeat(12, 1fr)', gap: 1 }}>
      {areas.map((area) => (
        <Paper key={area.label} variant="outlined" sx={{ gridColumn: area.column, gridRow: area.row, p: 1.5, minHeight: 48 }}>
          {area.label}
        </Paper>
      ))}
    </Box>
  );
}
