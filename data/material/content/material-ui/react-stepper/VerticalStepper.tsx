import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Step from '@mui/material/Step';
import StepContent from '@mui/material/StepContent';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';

const steps = [
  {
    label: 'Install the desktop app',
    detail: 'Download the installer for your system and run it. The app updates itself from then on.',
  },
  {
    label: 'Sign in with your work account',
    detail: 'Use the email address your administrator invited. Single sign-on opens in your browser.',
  },
  {
    label: 'Choose folders to sync',
    detail: 'Pick only the folders you need offline; the rest stay in the cloud and download on demand.',
  },
];

export default function VerticalStepper() {
  const [activeStep, setActiveStep] = React.useState(0);

  return (
    <Box sx={{ maxWidth: 440 }}>
      <Stepper activeStep={activeStep} orientation="vertical">
        {steps.map((step, index) => (
          <Step key={step.label}>
            <StepLabel optional={index === steps.length - 1 ? <Typography variant="caption">Last step</Typography> : undefined}>
              {step.label}
            </StepLabel>
            <StepContent>
              <Typography variant="body2">{step.detail}</Typography>
              <Box sx={{ display: 'flex', gap: 1, mt: 2, mb: 1 }}>
                <Button variant="contained" size="small" onClick={() => setActiveStep((value) => value + 1)}>
                  {index === steps.length - 1 ? 'Finish' : 'Continue'}
                </Button>
                <Button size="small" disabled={index === 0} onClick={() => setActiveStep((value) => value - 1)}>
                  Back
                </Button>
              </Box>
            </StepContent>
          </Step>
        ))}
      </Stepper>
      {activeStep === steps.length && (
        <Paper square elevation={0} sx={{ p: 2 }}>
          <Typography role="status">Setup complete: your files start syncing now.</Typography>
          <Button size="small" onClick={() => setActiveStep(0)} sx={{ mt: 1 }}>
            Start again
          </Button>
        </Paper>
      )}
    </Box>
  );
}
