import Timeline from '@mui/lab/Timeline';
import TimelineItem, { timelineItemClasses } from '@mui/lab/TimelineItem';
import TimelineSeparator from '@mui/lab/TimelineSeparator';
import TimelineConnector from '@mui/lab/TimelineConnector';
import TimelineContent from '@mui/lab/TimelineContent';
import TimelineDot from '@mui/lab/TimelineDot';

const activity = ['Maya opened the ticket', 'Jonas assigned it to himself', 'Jonas linked a pull request', 'The ticket was closed'];

export default function LeftAlignedTimeline() {
  return (
    <Timeline
      aria-label="Ticket activity"
      sx={{
        // Items without opposite content reserve an empty half through ::before; remove it.
        [`& .${timelineItemClasses.root}::before`]: { flex: 0, padding: 0 },
      }}
    >
      {activity.map((entry, index) => (
        <TimelineItem key={entry}>
          <TimelineSeparator>
            <TimelineDot color={index === activity.length - 1 ? 'success' : 'grey'} />
            {index < activity.length - 1 && <TimelineConnector />}
          </TimelineSeparator>
          <TimelineContent>{entry}</TimelineContent>
        </TimelineItem>
      ))}
    </Timeline>
  );
}
