import LinearProgress from '@mui/joy/LinearProgress';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';

const thicknesses = [2, 4, 12, 24];

export default function LinearProgressThickness() {
  return (
    <Stack spacing={2} sx={{ width: '100%', maxWidth: 420 }}>
      {thicknesses.map((thickness) => (
        <div key={thickness}>
          <Typography level="body-xs" sx={{ mb: 0.5 }}>
            thickness={thickness}
          </Typography>
          <LinearProgress thickness={thickness} determinate value={55} aria-label={`Thickness ${thickness} pixels, 55%`} />
        </div>
      ))}
    </Stack>
  );
}
