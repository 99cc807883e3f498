import * as React from 'react';
import Stepper from '@mui/joy/Stepper';
import Step, { stepClasses } from '@mui/joy/Step';
import StepButton from '@mui/joy/StepButton';
import StepIndicator from '@mui/joy/StepIndicator';
import Typography from '@mui/joy/Typography';
import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import Check from '@mui/icons-material/Check';

const steps = ['Details', 'Audience', 'Schedule', 'Review'];

export default function ClickableStepper() {
  const [active, setActive] = React.useState(1);
  // The furthest step reached so far: the user may jump back to any step up to it.
  const [reached, setReached] = React.useState(2);
  return (
    <Box sx={{ width: '100%' }}>
      <Stepper
        sx={{
          [`& .${stepClasses.completed}::after`]: { bgcolor: 'primary.solidBg' },
        }}
      >
        {steps.map((label, index) => (
          <Step
            key={label}
            orientation="vertical"
            completed={index < reached}
            active={index === active}
            indicator={
              <StepIndicator
                variant={index === active || index < reached ? 'solid' : 'outlined'}
                color={index === active || index < reached ? 'primary' : 'neutral'}
              >
                {index < reached && index !== active ? <Check /> : index + 1}
              </StepIndicator>
            }
          >
            <StepButton
              onClick={() => setActive(index)}
              disabled={index > reached}
              aria-current={index === active ? 'step' : undefined}
              sx={{ '&:disabled': { cursor: 'default', color: 'text.tertiary' } }}
            >
              {label}
            </StepButton>
          </Step>
        ))}
      </Stepper>
      <Typography role="status" level="body-sm" sx={{ mt: 3, textAlign: 'center' }}>
        Editing step {active + 1} of {steps.length}: {steps[active]}
      </Typography>
      <Box sx={{ display: 'flex', justifyContent: 'center', gap: 1, mt: 1.5 }}>
        <Button size="sm" variant="outlined" color="neutral" disabled={active === 0} onClick={() => setActive(active - 1)}>
          Back
        </Button>
        <Button
          size="sm"
          disabled={active === steps.length - 1}
          onClick={() => {
            setReached(Math.max(reached, active + 1));
            setActive(active + 1);
          }}
        >
          Save and continue
        </Button>
      </Box>
    </Box>
  );
}
