import Timeline from '@mui/lab/Timeline';
import TimelineItem from '@mui/lab/TimelineItem';
import TimelineSeparator from '@mui/lab/TimelineSeparator';
import TimelineConnector from '@mui/lab/TimelineConnector';
import TimelineContent from '@mui/lab/TimelineContent';
import TimelineDot from '@mui/lab/TimelineDot';

const milestones = ['Company founded', 'First office', 'Ten employees', 'Series A', 'Second office'];

export default function AlternateTimeline() {
  return (
    <Timeline position="alternate" aria-label="Company milestones">
      {milestones.map((milestone, index) => (
        <TimelineItem key={milestone}>
          <TimelineSeparator>
            <TimelineDot color="secondary" />
            {index < milestones.length - 1 && <TimelineConnector />}
          </TimelineSeparator>
          <TimelineContent>{milestone}</TimelineContent>
        </TimelineItem>
      ))}
    </Timeline>
  );
}
