import * as React from 'react';
import Stepper from '@mui/joy/Stepper';
import Step, { stepClasses } from '@mui/joy/Step';
import StepIndicator from '@mui/joy/StepIndicator';
import Typography from '@mui/joy/Typography';
import Button from '@mui/joy/Button';
import Box from '@mui/joy/Box';
import Check from '@mui/icons-material/Check';

const steps = ['Profile', 'Team', 'Billing', 'Integrations', 'Notifications', 'Done'];

// Hides the text from the eye only: screen readers still read every step's name.
const visuallyHidden = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

export default function ManyStepsStepper() {
  const [active, setActive] = React.useState(1);
  return (
    <Box sx={{ width: '100%' }}>
      <Stepper
        size="sm"
        sx={{
          [`& .${stepClasses.completed}::after`]: { bgcolor: 'primary.solidBg' },
        }}
      >
        {steps.map((label, index) => (
          <Step
            key={label}
            orientation="vertical"
            completed={index < active}
            active={index === active}
            indicator={
              <StepIndicator variant={index <= active ? 'solid' : 'outlined'} color={index <= active ? 'primary' : 'neutral'}>
                {index < active ? <Check /> : index + 1}
              </StepIndicator>
            }
          >
            <Typography
              level="body-xs"
              sx={(theme) => ({
                fontWeight: index === active ? 'lg' : 'md',
                // On phones only the current step keeps a visible label.
                [theme.breakpoints.down('md')]: index === active ? {} : visuallyHidden,
              })}
            >
              {label}
            </Typography>
          </Step>
        ))}
      </Stepper>
      <Box sx={{ display: 'flex', justifyContent: 'center', gap: 1, mt: 3 }}>
        <Button size="sm" variant="outlined" color="neutral" disabled={active === 0} onClick={() => setActive(active - 1)}>
          Back
        </Button>
        <Button size="sm" disabled={active === steps.length - 1} onClick={() => setActive(active + 1)}>
          Next
        </Button>
      </Box>
    </Box>
  );
}
