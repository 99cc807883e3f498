import Stepper from '@mui/joy/Stepper';
import Step from '@mui/joy/Step';
import StepIndicator from '@mui/joy/StepIndicator';
import Stack from '@mui/joy/Stack';

const sizes = ['sm', 'md', 'lg'] as const;

export default function StepperSizes() {
  return (
    <Stack spacing={3} sx={{ width: '100%' }}>
      {sizes.map((size) => (
        <Stepper key={size} size={size} aria-label={`Size ${size}`}>
          <Step orientation="vertical" completed indicator={<StepIndicator variant="solid">1</StepIndicator>}>
            Cart
          </Step>
          <Step orientation="vertical" active indicator={<StepIndicator variant="solid">2</StepIndicator>}>
            Delivery
          </Step>
          <Step orientation="vertical" indicator={<StepIndicator>3</StepIndicator>}>
            Payment
          </Step>
        </Stepper>
      ))}
    </Stack>
  );
}
