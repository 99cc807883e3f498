import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';

const steps = ['Meet the cat', 'Home visit', 'Sign the papers'];

export default function AdoptionStepper() {
  const [active, setActive] = React.useState(0);

  return (
    <Box>
      <Stepper activeStep={active}>
        {steps.map((step) => (
          <Step key={step}>
            <StepLabel>{step}</StepLabel>
          </Step>
        ))}
      </Stepper>
      <Typography sx={{ my: 2 }}>{active === steps.length ? 'Welcome home, Biscuit!' : `Next: ${steps[active]}`}</Typography>
      <Button disabled={active === 0} onClick={() => setActive(active - 1)}>
        Back
      </Button>
      <Button variant="contained" onClick={() => setActive(active === steps.length ? 0 : active + 1)}>
        {active === steps.length ? 'Start over' : 'Next'}
      </Button>
    </Box>
  );
}
