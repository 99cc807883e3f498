import Stepper from '@mui/joy/Stepper';
import Step from '@mui/joy/Step';
import StepIndicator from '@mui/joy/StepIndicator';
import Typography from '@mui/joy/Typography';

const steps = [
  { label: 'Choose plan', hint: 'Team, monthly' },
  { label: 'Billing', hint: 'Card ending 4821' },
  { label: 'Confirm', hint: 'Review and pay' },
];

export default function IndicatorAboveLabel() {
  return (
    <Stepper sx={{ width: '100%' }}>
      {steps.map((step, index) => (
        <Step
          key={step.label}
          orientation="vertical"
          completed={index === 0}
          active={index === 1}
          indicator={
            <StepIndicator variant={index <= 1 ? 'solid' : 'outlined'} color={index <= 1 ? 'primary' : 'neutral'}>
              {index + 1}
            </StepIndicator>
          }
        >
          <Typography level="title-sm" sx={{ textAlign: 'center' }}>
            {step.label}
          </Typography>
          <Typography level="body-xs" sx={{ textAlign: 'center' }}>
            {step.hint}
          </Typography>
        </Step>
      ))}
    </Stepper>
  );
}
