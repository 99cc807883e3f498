import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import Typography from '@mui/material/Typography';

const marks = [0, 25, 50, 75, 100].map((value) => ({ value, label: `${value}%` }));

export default function InvertedTrackSlider() {
  return (
    <Box sx={{ maxWidth: 320, mx: 'auto', px: 1 }}>
      <Typography id="storage-alert-label" gutterBottom>
        Warn me when storage is fuller than
      </Typography>
      <Slider
        aria-labelledby="storage-alert-label"
        track="inverted"
        color="warning"
        defaultValue={80}
        step={5}
        marks={marks}
        valueLabelDisplay="auto"
        valueLabelFormat={(value) => `${value}%`}
        getAriaValueText={(value) => `${value} percent full`}
      />
    </Box>
  );
}
