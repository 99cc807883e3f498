import * as React from 'react';
import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import LinearProgress from '@mui/joy/LinearProgress';
import Typography from '@mui/joy/Typography';

const steps = ['Your details', 'Address', 'Delivery slot', 'Payment', 'Review'];

export default function LinearProgressDeterminate() {
  const labelId = React.useId();
  const [step, setStep] = React.useState(1);
  const nextRef = React.useRef<HTMLButtonElement>(null);
  const last = step === steps.length - 1;
  const value = ((step + 1) / steps.length) * 100;

  const back = () => {
    if (step === 1) {
      // Back is about to be disabled: keep keyboard focus on the form.
      nextRef.current?.focus();
    }
    setStep((current) => current - 1);
  };

  return (
    <Box sx={{ width: '100%', maxWidth: 420 }}>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', mb: 1, gap: 1 }}>
        <Typography id={labelId} level="title-sm">
          {steps[step]}
        </Typography>
        <Typography level="body-sm">
          Step {step + 1} of {steps.length}
        </Typography>
      </Box>
      <LinearProgress
        determinate
        value={value}
        color={last ? 'success' : 'primary'}
        aria-labelledby={labelId}
        aria-valuetext={`Step ${step + 1} of ${steps.length}: ${steps[step]}`}
      />
      <Box sx={{ display: 'flex', justifyContent: 'space-between', mt: 2 }}>
        <Button variant="plain" color="neutral" disabled={step === 0} onClick={back}>
          Back
        </Button>
        <Button ref={nextRef} onClick={() => setStep((current) => (current === steps.length - 1 ? 0 : current + 1))}>
          {last ? 'Start over' : 'Next'}
        </Button>
      </Box>
    </Box>
  );
}
