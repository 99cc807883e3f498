import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

export default function SliderSizes() {
  return (
    <Stack spacing={3} sx={{ maxWidth: 320, mx: 'auto' }}>
      <div>
        <Typography id="slider-size-small-label" variant="body2" gutterBottom>
          Grid line opacity (small)
        </Typography>
        <Slider size="small" defaultValue={25} aria-labelledby="slider-size-small-label" valueLabelDisplay="auto" />
      </div>
      <div>
        <Typography id="slider-size-medium-label" variant="body2" gutterBottom>
          Photo brightness (medium)
        </Typography>
        <Slider defaultValue={60} aria-labelledby="slider-size-medium-label" valueLabelDisplay="auto" />
      </div>
    </Stack>
  );
}
