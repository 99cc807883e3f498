import Sheet from '@mui/joy/Sheet';
import Stepper from '@mui/joy/Stepper';
import Step, { stepClasses } from '@mui/joy/Step';
import StepIndicator from '@mui/joy/StepIndicator';
import Typography from '@mui/joy/Typography';
import Chip from '@mui/joy/Chip';
import Check from '@mui/icons-material/Check';

const stages = [
  { title: 'Eligibility check', note: 'Passed on 12 February', state: 'done' },
  { title: 'Project budget', note: '€48,000 over 18 months', state: 'done' },
  { title: 'Partner letters', note: '2 of 3 received', state: 'current' },
  { title: 'Panel review', note: 'Opens 1 April', state: 'next' },
] as const;

export default function InvertedStepper() {
  return (
    <Sheet variant="solid" color="primary" invertedColors sx={{ width: '100%', maxWidth: 400, borderRadius: 'lg', p: 3 }}>
      <Typography level="title-lg" component="h3">
        Community grant application
      </Typography>
      <Typography level="body-sm" sx={{ mb: 2.5 }}>
        Reference GR-2025-0417
      </Typography>
      <Stepper
        orientation="vertical"
        sx={{
          '--Step-connectorThickness': '2px',
          [`& .${stepClasses.completed}::after`]: { bgcolor: 'currentColor' },
        }}
      >
        {stages.map((stage, index) => (
          <Step
            key={stage.title}
            completed={stage.state === 'done'}
            active={stage.state === 'current'}
            indicator={
              <StepIndicator variant={stage.state === 'next' ? 'outlined' : 'solid'}>
                {stage.state === 'done' ? <Check /> : index + 1}
              </StepIndicator>
            }
          >
            <div>
              <Typography level="title-sm" component="div" endDecorator={stage.state === 'current' && <Chip size="sm">In progress</Chip>}>
                {stage.title}
              </Typography>
              <Typography level="body-xs">{stage.note}</Typography>
            </div>
          </Step>
        ))}
      </Stepper>
    </Sheet>
  );
}
