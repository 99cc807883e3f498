import Timeline from '@mui/lab/Timeline';
import TimelineItem from '@mui/lab/TimelineItem';
import TimelineSeparator from '@mui/lab/TimelineSeparator';
import TimelineConnector from '@mui/lab/TimelineConnector';
import TimelineContent from '@mui/lab/TimelineContent';
import TimelineDot from '@mui/lab/TimelineDot';

const stages = ['Seeds sown', 'First leaves', 'Transplanted', 'Flowering'];

export default function AlternateReverseTimeline() {
  return (
    <Timeline position="alternate-reverse" aria-label="Tomato plant growth">
      {stages.map((stage, index) => (
        <TimelineItem key={stage}>
          <TimelineSeparator>
            <TimelineDot color="success" />
            {index < stages.length - 1 && <TimelineConnector />}
          </TimelineSeparator>
          <TimelineContent>{stage}</TimelineContent>
        </TimelineItem>
      ))}
    </Timeline>
  );
}
