import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Step from '@mui/material/Step';
import StepButton from '@mui/material/StepButton';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';

const steps = ['Profile photo', 'Notification settings', 'Privacy review'];
const tasks = [
  'Upload a square photo of at least 400 × 400 pixels.',
  'Pick which events send you an email and which only show in the app.',
  'Decide who can see your email address and your activity.',
];

export default function NonLinearStepper() {
  const [activeStep, setActiveStep] = React.useState(0);
  const [completed, setCompleted] = React.useState<Record<number, boolean>>({});
  const doneCount = Object.values(completed).filter(Boolean).length;
  const allDone = doneCount === steps.length;

  const markDone = () => {
    const nextCompleted = { ...completed, [activeStep]: true };
    setCompleted(nextCompleted);
    // Go to the first step that is still open, if any.
    const open = steps.findIndex((_, index) => !nextCompleted[index]);
    if (open !== -1) {
      setActiveStep(open);
    }
  };

  return (
    <Box sx={{ width: '100%' }}>
      <Stepper nonLinear activeStep={activeStep}>
        {steps.map((label, index) => (
          <Step key={label} completed={completed[index]}>
            <StepButton onClick={() => setActiveStep(index)}>{label}</StepButton>
          </Step>
        ))}
      </Stepper>
      <Box sx={{ mt: 3 }}>
        {allDone ? (
          <React.Fragment>
            <Typography role="status">Profile set up: all three tasks are done.</Typography>
            <Button
              sx={{ mt: 2 }}
              onClick={() => {
                setCompleted({});
                setActiveStep(0);
              }}
            >
              Reset
            </Button>
          </React.Fragment>
        ) : (
          <React.Fragment>
            <Typography>{tasks[activeStep]}</Typography>
            <Typography variant="body2" role="status" sx={{ mt: 1, color: 'text.secondary' }}>
              {doneCount} of {steps.length} tasks done
            </Typography>
            <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, pt: 2 }}>
              <Button disabled={activeStep === 0} onClick={() => setActiveStep((step) => step - 1)}>
                Back
              </Button>
              <Button disabled={activeStep === steps.length - 1} onClick={() => setActiveStep((step) => step + 1)}>
                Next
              </Button>
              <Box sx={{ flex: '1 1 auto' }} />
              {completed[activeStep] ? (
                <Typography variant="body2" sx={{ alignSelf: 'center', color: 'text.secondary' }}>
                  Step {activeStep + 1} already done
                </Typography>
              ) : (
                <Button variant="contained" onClick={markDone}>
                  Mark as done
                </Button>
              )}
            </Box>
          </React.Fragment>
        )}
      </Box>
    </Box>
  );
}
