import Timeline from '@mui/lab/Timeline';
import TimelineItem from '@mui/lab/TimelineItem';
import TimelineSeparator from '@mui/lab/TimelineSeparator';
import TimelineConnector from '@mui/lab/TimelineConnector';
import TimelineContent from '@mui/lab/TimelineContent';
import TimelineDot from '@mui/lab/TimelineDot';
import TimelineOppositeContent, { timelineOppositeContentClasses } from '@mui/lab/TimelineOppositeContent';

const log = [
  { date: 'Mar 3', text: 'Lease signed' },
  { date: 'Mar 18', text: 'Keys collected and meter readings taken' },
  { date: 'Apr 1', text: 'First rent paid' },
];

export default function LeftAlignedOppositeTimeline() {
  return (
    <Timeline
      aria-label="Tenancy log"
      sx={{
        // A narrow date column on the left, the rest for the description.
        [`& .${timelineOppositeContentClasses.root}`]: { flex: 0.25 },
      }}
    >
      {log.map((entry, index) => (
        <TimelineItem key={entry.date}>
          <TimelineOppositeContent color="text.secondary">{entry.date}</TimelineOppositeContent>
          <TimelineSeparator>
            <TimelineDot color="info" />
            {index < log.length - 1 && <TimelineConnector />}
          </TimelineSeparator>
          <TimelineContent>{entry.text}</TimelineContent>
        </TimelineItem>
      ))}
    </Timeline>
  );
}
