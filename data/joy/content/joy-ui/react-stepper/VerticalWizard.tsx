import * as React from 'react';
import Stepper from '@mui/joy/Stepper';
import Step from '@mui/joy/Step';
import StepIndicator from '@mui/joy/StepIndicator';
import Typography from '@mui/joy/Typography';
import Button from '@mui/joy/Button';
import Box from '@mui/joy/Box';
import Check from '@mui/icons-material/Check';

const steps = [
  {
    title: 'Connect your repository',
    body: 'Grant read access to the repository that holds your site. You can limit access to one branch.',
  },
  {
    title: 'Choose a build command',
    body: 'We detected a Node.js project. The default command is npm run build, with output in dist/.',
  },
  {
    title: 'Add a custom domain',
    body: 'Point a CNAME record at your project address. Certificates are issued automatically.',
  },
];

export default function VerticalWizard() {
  const [active, setActive] = React.useState(0);
  const done = active === steps.length;
  return (
    <Box sx={{ width: '100%', maxWidth: 440 }}>
      <Stepper orientation="vertical">
        {steps.map((step, index) => (
          <Step
            key={step.title}
            completed={index < active}
            active={index === active}
            indicator={
              <StepIndicator
                variant={index <= active ? 'solid' : 'soft'}
                color={index < active ? 'success' : index === active ? 'primary' : 'neutral'}
              >
                {index < active ? <Check /> : index + 1}
              </StepIndicator>
            }
          >
            <Typography level="title-sm" sx={{ minHeight: 'var(--StepIndicator-size)', display: 'flex', alignItems: 'center' }}>
              {step.title}
            </Typography>
            {index === active && (
              <Box sx={{ pb: 1 }}>
                <Typography level="body-sm" sx={{ mb: 1.5 }}>
                  {step.body}
                </Typography>
                <Box sx={{ display: 'flex', gap: 1 }}>
                  <Button size="sm" onClick={() => setActive(index + 1)}>
                    {index === steps.length - 1 ? 'Finish' : 'Continue'}
                  </Button>
                  <Button size="sm" variant="plain" color="neutral" disabled={index === 0} onClick={() => setActive(index - 1)}>
                    Back
                  </Button>
                </Box>
              </Box>
            )}
          </Step>
        ))}
      </Stepper>
      <Box role="status" sx={{ mt: 2 }}>
        {done && (
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
            <Typography level="body-sm" color="success">
              Your site is set up and deploying.
            </Typography>
            <Button size="sm" variant="outlined" color="neutral" onClick={() => setActive(0)}>
              Start over
            </Button>
          </Box>
        )}
      </Box>
    </Box>
  );
}
