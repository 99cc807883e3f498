import Timeline from '@mui/lab/Timeline';
import TimelineItem from '@mui/lab/TimelineItem';
import TimelineSeparator from '@mui/lab/TimelineSeparator';
import TimelineConnector from '@mui/lab/TimelineConnector';
import TimelineContent from '@mui/lab/TimelineContent';
import TimelineDot from '@mui/lab/TimelineDot';
import TimelineOppositeContent from '@mui/lab/TimelineOppositeContent';

const schedule = [
  { time: '08:30', label: 'Registration and coffee' },
  { time: '09:15', label: 'Opening talk' },
  { time: '10:30', label: 'Workshops' },
  { time: '12:30', label: 'Lunch' },
];

export default function OppositeContentTimeline() {
  return (
    <Timeline aria-label="Conference schedule">
      {schedule.map((slot, index) => (
        <TimelineItem key={slot.time}>
          <TimelineOppositeContent color="text.secondary">{slot.time}</TimelineOppositeContent>
          <TimelineSeparator>
            <TimelineDot />
            {index < schedule.length - 1 && <TimelineConnector />}
          </TimelineSeparator>
          <TimelineContent>{slot.label}</TimelineContent>
        </TimelineItem>
      ))}
    </Timeline>
  );
}
