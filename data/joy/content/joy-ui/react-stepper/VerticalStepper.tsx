import Stepper from '@mui/joy/Stepper';
import Step from '@mui/joy/Step';
import StepIndicator from '@mui/joy/StepIndicator';
import Typography from '@mui/joy/Typography';
import Check from '@mui/icons-material/Check';

const events = [
  { title: 'Order confirmed', detail: 'Mon 3 Mar, 09:12 · Payment received' },
  { title: 'Packed at Leeds warehouse', detail: 'Mon 3 Mar, 16:40 · 2 parcels' },
  { title: 'Out for delivery', detail: 'Tue 4 Mar, 07:55 · Driver: Samir' },
  { title: 'Delivered', detail: 'Expected by 18:00 today' },
];
const current = 2;

export default function VerticalStepper() {
  return (
    <Stepper orientation="vertical" sx={{ width: '100%', maxWidth: 360 }}>
      {events.map((event, index) => (
        <Step
          key={event.title}
          completed={index < current}
          active={index === current}
          indicator={
            index < current ? (
              <StepIndicator variant="solid" color="success">
                <Check />
              </StepIndicator>
            ) : (
              <StepIndicator variant={index === current ? 'solid' : 'outlined'} color={index === current ? 'primary' : 'neutral'}>
                {index + 1}
              </StepIndicator>
            )
          }
        >
          <div>
            <Typography level="title-sm">{event.title}</Typography>
            <Typography level="body-xs">{event.detail}</Typography>
          </div>
        </Step>
      ))}
    </Stepper>
  );
}
