import Box from '@mui/material/Box';
import Slider, { sliderClasses } from '@mui/material/Slider';
import Typography from '@mui/material/Typography';

const MIN = 0;
const MAX = 25000;

const formatAmount = (value: number) => `$${value.toLocaleString('en-US')}`;

// Labels only at the ends of the track.
const marks = [
  { value: MIN, label: formatAmount(MIN) },
  { value: MAX, label: formatAmount(MAX) },
];

export default function MarksPlacementSlider() {
  return (
    <Box sx={{ maxWidth: 320, mx: 'auto' }}>
      <Typography id="loan-amount-label" gutterBottom>
        Loan amount
      </Typography>
      <Slider
        aria-labelledby="loan-amount-label"
        defaultValue={8000}
        min={MIN}
        max={MAX}
        step={500}
        marks={marks}
        valueLabelDisplay="auto"
        valueLabelFormat={formatAmount}
        getAriaValueText={formatAmount}
        sx={{
          // Centered labels would stick out of the box at both ends: align them with the track's ends instead.
          [`& .${sliderClasses.markLabel}[data-index="0"]`]: { transform: 'none' },
          [`& .${sliderClasses.markLabel}[data-index="1"]`]: { transform: 'translateX(-100%)' },
        }}
      />
    </Box>
  );
}
