import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MobileStepper from '@mui/material/MobileStepper';
import Typography from '@mui/material/Typography';
import KeyboardArrowLeft from '@mui/icons-material/KeyboardArrowLeft';
import KeyboardArrowRight from '@mui/icons-material/KeyboardArrowRight';

const questions = [
  'How often do you use the mobile app?',
  'Which feature do you use the most?',
  'What almost made you stop using it?',
  'What should we build next?',
  'Would you recommend it to a colleague?',
  'May we contact you about your answers?',
];

export default function MobileStepperProgress() {
  const [activeStep, setActiveStep] = React.useState(0);

  return (
    <Box sx={{ maxWidth: 400, width: '100%' }}>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        Question {activeStep + 1} of {questions.length}
      </Typography>
      <Typography sx={{ mt: 0.5, minHeight: 48 }}>{questions[activeStep]}</Typography>
      <MobileStepper
        variant="progress"
        steps={questions.length}
        position="static"
        activeStep={activeStep}
        slotProps={{ progress: { 'aria-label': 'Survey progress' } }}
        sx={{ px: 0, '& .MuiMobileStepper-progress': { flexGrow: 1, mx: 1 } }}
        nextButton={
          <Button size="small" onClick={() => setActiveStep((step) => step + 1)} disabled={activeStep === questions.length - 1}>
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
    </Box>
  );
}
