import Stepper from '@mui/joy/Stepper';
import Step, { stepClasses } from '@mui/joy/Step';
import StepIndicator from '@mui/joy/StepIndicator';
import Stack from '@mui/joy/Stack';
import Check from '@mui/icons-material/Check';

const steps = ['Brief', 'Design', 'Build', 'Launch'];
const current = 2;

// Called as a function so that each Step is a direct child of Stepper,
// which marks the first and last one (the last step draws no connector).
function renderSteps() {
  return steps.map((label, index) => (
    <Step
      key={label}
      orientation="vertical"
      completed={index < current}
      active={index === current}
      indicator={
        <StepIndicator variant={index <= current ? 'solid' : 'outlined'} color={index <= current ? 'primary' : 'neutral'}>
          {index < current ? <Check /> : index + 1}
        </StepIndicator>
      }
    >
      {label}
    </Step>
  ));
}

export default function ConnectorStyles() {
  return (
    <Stack spacing={4} sx={{ width: '100%' }}>
      {/* Thick, rounded connectors that touch the indicators. */}
      <Stepper
        sx={{
          '--Step-connectorThickness': '4px',
          '--Step-connectorRadius': '4px',
          '--Step-connectorInset': '0px',
          [`& .${stepClasses.completed}::after`]: { bgcolor: 'primary.solidBg' },
        }}
      >
        {renderSteps()}
      </Stepper>
      {/* A thin connector with more room around the indicators. */}
      <Stepper
        sx={(theme) => ({
          '--Step-connectorThickness': '2px',
          '--Step-connectorInset': '12px',
          '--Step-connectorBg': theme.vars.palette.neutral.outlinedBorder,
          [`& .${stepClasses.completed}::after`]: {
            '--Step-connectorBg': theme.vars.palette.primary[400],
          },
        })}
      >
        {renderSteps()}
      </Stepper>
    </Stack>
  );
}
