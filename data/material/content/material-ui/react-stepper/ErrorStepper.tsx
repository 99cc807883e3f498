import Box from '@mui/material/Box';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';

const steps = ['Upload file', 'Check columns', 'Import rows'];
const failedStep = 1;

export default function ErrorStepper() {
  return (
    <Box sx={{ width: '100%' }}>
      <Stepper activeStep={1}>
        {steps.map((label, index) => (
          <Step key={label}>
            <StepLabel
              error={index === failedStep}
              optional={
                index === failedStep ? (
                  <Typography variant="caption" color="error">
                    Column “email” is missing
                  </Typography>
                ) : undefined
              }
            >
              {label}
            </StepLabel>
          </Step>
        ))}
      </Stepper>
    </Box>
  );
}
