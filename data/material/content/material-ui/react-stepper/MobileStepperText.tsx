import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MobileStepper from '@mui/material/MobileStepper';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import KeyboardArrowLeft from '@mui/icons-material/KeyboardArrowLeft';
import KeyboardArrowRight from '@mui/icons-material/KeyboardArrowRight';

const slides = [
  { heading: 'Welcome to the field guide', text: 'Identify common trees from their leaves, bark and seeds.', hue: 140 },
  { heading: 'Leaves', text: 'Start with the shape: needles, simple leaves or compound leaves.', hue: 100 },
  { heading: 'Bark', text: 'Smooth, furrowed or peeling bark narrows the choice quickly.', hue: 30 },
  { heading: 'Seeds', text: 'Acorns, cones, winged keys: seeds often settle the question.', hue: 200 },
];

export default function MobileStepperText() {
  const [activeStep, setActiveStep] = React.useState(0);
  const slide = slides[activeStep];

  return (
    <Paper variant="outlined" sx={{ maxWidth: 400, width: '100%', overflow: 'hidden' }}>
      <Box
        aria-hidden="true"
        sx={{
          height: 120,
          background: `linear-gradient(135deg, hsl(${slide.hue} 45% 45%), hsl(${slide.hue + 40} 50% 30%))`,
        }}
      />
      <Box sx={{ p: 2, minHeight: 96 }}>
        <Typography variant="h6" component="h3">
          {slide.heading}
        </Typography>
        <Typography variant="body2" sx={{ mt: 0.5 }}>
          {slide.text}
        </Typography>
      </Box>
      <MobileStepper
        variant="text"
        steps={slides.length}
        position="static"
        activeStep={activeStep}
        nextButton={
          <Button size="small" onClick={() => setActiveStep((step) => step + 1)} disabled={activeStep === slides.length - 1}>
            Next
            <KeyboardArrowRight />
          </Button>
        }
        backButton={
          <Button size="small" onClick={() => setActiveStep((step) => step - 1)} disabled={activeStep === 0}>
            <KeyboardArrowLeft />
            Back
          </Button>
        }
      />
    </Paper>
  );
}
