import * as React from 'react';
import Stack from '@mui/material/Stack';
import Step from '@mui/material/Step';
import StepButton from '@mui/material/StepButton';
import StepLabel, { type StepLabelProps } from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';

interface DueStepLabelProps extends StepLabelProps {
  due: string;
}

// An app-specific label: the step name plus its due date as the caption.
// StepButton passes `optional` (often undefined) to its StepLabel, so fall back to the caption.
function DueStepLabel({ due, optional, ...other }: DueStepLabelProps) {
  return <StepLabel optional={optional ?? <Typography variant="caption">Due {due}</Typography>} {...other} />;
}

// The same wrapper, tagged so StepButton recognizes it as a StepLabel.
function TaggedDueStepLabel(props: DueStepLabelProps) {
  return <DueStepLabel {...props} />;
}
TaggedDueStepLabel.muiName = StepLabel.muiName;

const steps = [
  { name: 'Collect quotes', due: 'Mon 3' },
  { name: 'Approve budget', due: 'Thu 6' },
  { name: 'Order materials', due: 'Tue 11' },
];

function Checklist({ title, Label }: { title: string; Label: React.ComponentType<DueStepLabelProps> }) {
  const [active, setActive] = React.useState(0);
  return (
    <Stack spacing={1} sx={{ flex: 1 }}>
      <Typography variant="subtitle2" component="h3">
        {title}
      </Typography>
      <Stepper nonLinear activeStep={active} orientation="vertical" aria-label={title}>
        {steps.map((step, index) => (
          <Step key={step.name}>
            <StepButton onClick={() => setActive(index)}>
              <Label due={step.due}>{step.name}</Label>
            </StepButton>
          </Step>
        ))}
      </Stepper>
    </Stack>
  );
}

export default function WrappedStepLabelMuiName() {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={3} sx={{ width: '100%' }}>
      <Checklist title="Without muiName" Label={DueStepLabel} />
      <Checklist title="With muiName" Label={TaggedDueStepLabel} />
    </Stack>
  );
}
