import Stepper from '@mui/joy/Stepper';
import Step from '@mui/joy/Step';
import StepIndicator from '@mui/joy/StepIndicator';

export const component = 'Stepper';

// Starting values are the md stepper's own (Stepper's styles in @mui/joy 5.0.0-beta.49);
// --Step-connectorRadius is unset there, which draws square ends (0).
export const variables = [
  { name: '--StepIndicator-size', default: 1.5, min: 1, max: 3.5, step: 0.125, unit: 'rem' },
  { name: '--Step-gap', default: 0.5, min: 0, max: 2, step: 0.125, unit: 'rem' },
  { name: '--Step-connectorThickness', default: 1, min: 1, max: 8, step: 1, unit: 'px' },
  { name: '--Step-connectorInset', default: 0.375, min: 0, max: 1.5, step: 0.125, unit: 'rem' },
  { name: '--Step-connectorRadius', default: 0, min: 0, max: 8, step: 1, unit: 'px' },
] as const;

export default function StepperVariablesPreview({ sx }: { sx: Record<string, string> }) {
  return (
    <Stepper sx={{ width: '100%', ...sx }}>
      <Step completed indicator={<StepIndicator variant="solid">1</StepIndicator>}>
        Sign up
      </Step>
      <Step active indicator={<StepIndicator variant="solid">2</StepIndicator>}>
        Verify
      </Step>
      <Step indicator={<StepIndicator>3</StepIndicator>}>Start</Step>
    </Stepper>
  );
}
