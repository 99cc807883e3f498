import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import Typography from '@mui/material/Typography';

const marks = [{ value: 1, label: 'Disagree' }, { value: 2 }, { value: 3, label: 'Neutral' }, { value: 4 }, { value: 5, label: 'Agree' }];

const answers = ['', 'Strongly disagree', 'Disagree', 'Neutral', 'Agree', 'Strongly agree'];

export default function RemovedTrackSlider() {
  return (
    <Box sx={{ maxWidth: 320, mx: 'auto', px: 4 }}>
      <Typography id="survey-question-label" gutterBottom>
        The onboarding guide answered my questions.
      </Typography>
      <Slider
        aria-labelledby="survey-question-label"
        track={false}
        defaultValue={3}
        min={1}
        max={5}
        step={1}
        marks={marks}
        getAriaValueText={(value) => answers[value]}
        valueLabelDisplay="auto"
        valueLabelFormat={(value) => answers[value]}
      />
    </Box>
  );
}
