import Stepper from '@mui/joy/Stepper';
import Step from '@mui/joy/Step';
import StepIndicator from '@mui/joy/StepIndicator';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import type { VariantProp } from '@mui/joy/styles';

const variants: VariantProp[] = ['solid', 'soft', 'outlined', 'plain'];
const steps = ['Upload', 'Map columns', 'Import'];

export default function IndicatorVariants() {
  return (
    <Stack spacing={3} sx={{ width: '100%' }}>
      {variants.map((variant) => (
        <div key={variant}>
          <Typography level="body-xs" sx={{ mb: 1 }}>
            variant=&quot;{variant}&quot;
          </Typography>
          <Stepper>
            {steps.map((label, index) => (
              <Step
                key={label}
                indicator={
                  <StepIndicator variant={variant} color={index === 0 ? 'primary' : 'neutral'}>
                    {index + 1}
                  </StepIndicator>
                }
              >
                {label}
              </Step>
            ))}
          </Stepper>
        </div>
      ))}
    </Stack>
  );
}
