import Stepper from '@mui/joy/Stepper';
import Step from '@mui/joy/Step';
import Stack from '@mui/joy/Stack';

export default function StepperWithoutIndicators() {
  return (
    <Stack spacing={4} sx={{ width: '100%' }}>
      <Stepper>
        <Step>Draft</Step>
        <Step>Review</Step>
        <Step>Published</Step>
      </Stepper>
      <Stepper orientation="vertical" sx={{ maxWidth: 280 }}>
        <Step>Draft</Step>
        <Step>Review</Step>
        <Step>Published</Step>
      </Stepper>
    </Stack>
  );
}
