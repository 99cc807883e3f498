import Timeline from '@mui/lab/Timeline';
import TimelineItem from '@mui/lab/TimelineItem';
import TimelineSeparator from '@mui/lab/TimelineSeparator';
import TimelineConnector from '@mui/lab/TimelineConnector';
import TimelineContent from '@mui/lab/TimelineContent';
import TimelineDot from '@mui/lab/TimelineDot';
import TimelineOppositeContent, { timelineOppositeContentClasses } from '@mui/lab/TimelineOppositeContent';

const versions = [
  { version: '1.4.0', note: 'Adds CSV import' },
  { version: '1.3.2', note: 'Fixes a crash when the list is empty' },
  { version: '1.3.0', note: 'Dark mode' },
];

export default function RightAlignedTimeline() {
  return (
    <Timeline
      position="left"
      aria-label="Changelog"
      sx={{
        // position="left" puts the content left of the line; a narrow opposite column keeps the line near the right edge.
        [`& .${timelineOppositeContentClasses.root}`]: { flex: 0.3 },
      }}
    >
      {versions.map((entry, index) => (
        <TimelineItem key={entry.version}>
          <TimelineOppositeContent color="text.secondary">{entry.version}</TimelineOppositeContent>
          <TimelineSeparator>
            <TimelineDot color="primary" variant="outlined" />
            {index < versions.length - 1 && <TimelineConnector />}
          </TimelineSeparator>
          <TimelineContent>{entry.note}</TimelineContent>
        </TimelineItem>
      ))}
    </Timeline>
  );
}
