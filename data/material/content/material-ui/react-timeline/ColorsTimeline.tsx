import Timeline from '@mui/lab/Timeline';
import TimelineItem from '@mui/lab/TimelineItem';
import TimelineSeparator from '@mui/lab/TimelineSeparator';
import TimelineConnector from '@mui/lab/TimelineConnector';
import TimelineContent from '@mui/lab/TimelineContent';
import TimelineDot, { type TimelineDotProps } from '@mui/lab/TimelineDot';

const events: { label: string; color: TimelineDotProps['color'] }[] = [
  { label: 'Build started', color: 'grey' },
  { label: 'Tests passed', color: 'success' },
  { label: 'Coverage dropped by 2 %', color: 'warning' },
  { label: 'Deploy to staging failed', color: 'error' },
  { label: 'Retry scheduled', color: 'info' },
  { label: 'Deployed to staging', color: 'primary' },
];

export default function ColorsTimeline() {
  return (
    <Timeline aria-label="Pipeline run">
      {events.map((event, index) => (
        <TimelineItem key={event.label}>
          <TimelineSeparator>
            <TimelineDot color={event.color} />
            {index < events.length - 1 && <TimelineConnector />}
          </TimelineSeparator>
          <TimelineContent>{event.label}</TimelineContent>
        </TimelineItem>
      ))}
    </Timeline>
  );
}
