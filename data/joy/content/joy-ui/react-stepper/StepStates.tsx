import Stepper from '@mui/joy/Stepper';
import Step, { stepClasses } from '@mui/joy/Step';
import StepIndicator from '@mui/joy/StepIndicator';
import Check from '@mui/icons-material/Check';

const steps = ['Order placed', 'Packed', 'Shipped', 'Delivered'];
const activeStep = 2;

export default function StepStates() {
  return (
    <Stepper
      sx={{
        width: '100%',
        // Connectors after finished steps take the success colour.
        [`& .${stepClasses.completed}::after`]: {
          bgcolor: 'success.solidBg',
        },
        [`& .${stepClasses.active}`]: {
          fontWeight: 'lg',
        },
        [`& .${stepClasses.disabled}`]: {
          color: 'text.tertiary',
        },
      }}
    >
      {steps.map((label, index) => {
        const completed = index < activeStep;
        const active = index === activeStep;
        let indicator = <StepIndicator variant="outlined">{index + 1}</StepIndicator>;
        if (completed) {
          indicator = (
            <StepIndicator variant="solid" color="success">
              <Check />
            </StepIndicator>
          );
        } else if (active) {
          indicator = (
            <StepIndicator variant="solid" color="primary">
              {index + 1}
            </StepIndicator>
          );
        }
        return (
          <Step
            key={label}
            orientation="vertical"
            completed={completed}
            active={active}
            disabled={index > activeStep}
            indicator={indicator}
          >
            {label}
          </Step>
        );
      })}
    </Stepper>
  );
}
