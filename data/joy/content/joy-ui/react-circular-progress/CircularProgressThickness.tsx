import Box from '@mui/joy/Box';
import CircularProgress from '@mui/joy/CircularProgress';
import Typography from '@mui/joy/Typography';

const thicknesses = [2, 4, 8, 12];

export default function CircularProgressThickness() {
  return (
    <Box sx={{ display: 'flex', gap: 4, flexWrap: 'wrap', justifyContent: 'center' }}>
      {thicknesses.map((thickness) => (
        <Box key={thickness} sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 1 }}>
          <CircularProgress size="lg" determinate value={60} thickness={thickness} aria-label={`Thickness ${thickness} pixels, 60%`} />
          <Typography level="body-xs">thickness={thickness}</Typography>
        </Box>
      ))}
    </Box>
  );
}
