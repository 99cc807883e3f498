import Stepper from '@mui/joy/Stepper';
import Step, { stepClasses } from '@mui/joy/Step';
import StepIndicator from '@mui/joy/StepIndicator';
import Stack from '@mui/joy/Stack';

const stops = ['Lisbon', 'Madrid', 'Lyon', 'Milan'];

export default function DottedConnector() {
  return (
    <Stack spacing={4} sx={{ width: '100%' }}>
      {/* Dashed: a transparent connector with a top border. */}
      <Stepper
        sx={{
          '--Step-connectorInset': '6px',
          [`& .${stepClasses.root}::after`]: {
            height: 0,
            background: 'transparent',
            borderTop: '2px dashed',
            borderColor: 'neutral.outlinedBorder',
          },
        }}
      >
        {stops.map((stop, index) => (
          <Step key={stop} orientation="vertical" indicator={<StepIndicator variant="outlined">{index + 1}</StepIndicator>}>
            {stop}
          </Step>
        ))}
      </Stepper>
      {/* Dotted: round dots painted with a repeating radial gradient. */}
      <Stepper
        orientation="vertical"
        sx={{
          '--Step-connectorThickness': '4px',
          '--Stepper-verticalGap': '1.5rem',
          [`& .${stepClasses.root}::after`]: {
            background: 'radial-gradient(circle, currentColor 1.5px, transparent 2px) center top / 4px 8px repeat-y',
            color: 'neutral.400',
          },
        }}
      >
        {stops.map((stop, index) => (
          <Step
            key={stop}
            indicator={
              <StepIndicator variant={index === 0 ? 'solid' : 'soft'} color="primary">
                {index + 1}
              </StepIndicator>
            }
          >
            {index === 0 ? `Depart from ${stop}` : `Stop in ${stop}`}
          </Step>
        ))}
      </Stepper>
    </Stack>
  );
}
