import Timeline from '@mui/lab/Timeline';
import TimelineItem from '@mui/lab/TimelineItem';
import TimelineSeparator from '@mui/lab/TimelineSeparator';
import TimelineConnector from '@mui/lab/TimelineConnector';
import TimelineContent from '@mui/lab/TimelineContent';
import TimelineDot from '@mui/lab/TimelineDot';
import TimelineOppositeContent from '@mui/lab/TimelineOppositeContent';
import Typography from '@mui/material/Typography';
import FlightTakeoffIcon from '@mui/icons-material/FlightTakeoff';
import HotelIcon from '@mui/icons-material/Hotel';
import HikingIcon from '@mui/icons-material/Hiking';
import RestaurantIcon from '@mui/icons-material/Restaurant';

const plan = [
  {
    time: 'Day 1, 07:40',
    title: 'Flight to Bergen',
    detail: 'Gate closes 20 minutes before departure',
    icon: <FlightTakeoffIcon />,
    color: 'primary' as const,
  },
  {
    time: 'Day 1, 15:00',
    title: 'Check in',
    detail: 'Harbour guesthouse, room 4',
    icon: <HotelIcon />,
    color: 'secondary' as const,
    outlined: true,
  },
  {
    time: 'Day 2, 09:00',
    title: 'Mountain hike',
    detail: 'Bring boots and a rain jacket',
    icon: <HikingIcon />,
    color: 'success' as const,
  },
  {
    time: 'Day 2, 19:30',
    title: 'Dinner by the fjord',
    detail: 'Table booked for four',
    icon: <RestaurantIcon />,
    color: 'warning' as const,
    outlined: true,
  },
];

export default function CustomizedTimeline() {
  return (
    <Timeline position="alternate" aria-label="Trip plan">
      {plan.map((step, index) => (
        <TimelineItem key={step.title}>
          <TimelineOppositeContent sx={{ m: 'auto 0' }} variant="body2" color="text.secondary">
            {step.time}
          </TimelineOppositeContent>
          <TimelineSeparator>
            <TimelineConnector sx={{ visibility: index === 0 ? 'hidden' : 'visible' }} />
            <TimelineDot color={step.color} variant={step.outlined ? 'outlined' : 'filled'}>
              {step.icon}
            </TimelineDot>
            <TimelineConnector sx={{ visibility: index === plan.length - 1 ? 'hidden' : 'visible' }} />
          </TimelineSeparator>
          <TimelineContent sx={{ py: '12px', px: 2 }}>
            <Typography variant="subtitle1" component="h3">
              {step.title}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {step.detail}
            </Typography>
          </TimelineContent>
        </TimelineItem>
      ))}
    </Timeline>
  );
}
