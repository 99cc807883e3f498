import GridLegacy from '@mui/material/GridLegacy';
import Paper from '@mui/material/Paper';

const colors = ['Teal', 'Coral', 'Indigo', 'Amber', 'Olive', 'Plum'];

export default function LegacyResponsiveValues() {
  return (
    <GridLegacy container spacing={{ xs: 1, md: 3 }} columns={{ xs: 4, sm: 8, md: 12 }}>
      {colors.map((color) => (
        <GridLegacy item key={color} xs={2} sm={4} md={4}>
          <Paper variant="outlined" sx={{ p: 1.5, textAlign: 'center' }}>
            {color}
          </Paper>
        </GridLegacy>
      ))}
    </GridLegacy>
  );
}
