import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

const thicknesses = [1.5, 3.6, 6, 9];

export default function CircularThickness() {
  return (
    <Stack direction="row" spacing={3} useFlexGap sx={{ flexWrap: 'wrap' }}>
      {thicknesses.map((thickness) => (
        <Box key={thickness} sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 1 }}>
          <CircularProgress variant="determinate" value={70} size={56} thickness={thickness} aria-label={`Thickness ${thickness}`} />
          <Typography variant="caption" color="text.secondary">
            thickness={thickness}
          </Typography>
        </Box>
      ))}
    </Stack>
  );
}
