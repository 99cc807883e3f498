import Timeline from '@mui/lab/Timeline';
import TimelineItem from '@mui/lab/TimelineItem';
import TimelineSeparator from '@mui/lab/TimelineSeparator';
import TimelineConnector from '@mui/lab/TimelineConnector';
import TimelineContent from '@mui/lab/TimelineContent';
import TimelineDot from '@mui/lab/TimelineDot';

const releases = ['v3.0 — new editor', 'v3.1 — comments', 'v3.2 — offline mode'];

export default function LeftPositionedTimeline() {
  return (
    <Timeline position="left" aria-label="Release history">
      {releases.map((release, index) => (
        <TimelineItem key={release}>
          <TimelineSeparator>
            <TimelineDot color="primary" />
            {index < releases.length - 1 && <TimelineConnector />}
          </TimelineSeparator>
          <TimelineContent>{release}</TimelineContent>
        </TimelineItem>
      ))}
    </Timeline>
  );
}
