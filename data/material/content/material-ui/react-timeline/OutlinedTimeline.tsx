import Timeline from '@mui/lab/Timeline';
import TimelineItem from '@mui/lab/TimelineItem';
import TimelineSeparator from '@mui/lab/TimelineSeparator';
import TimelineConnector from '@mui/lab/TimelineConnector';
import TimelineContent from '@mui/lab/TimelineContent';
import TimelineDot from '@mui/lab/TimelineDot';

const lessons = [
  { title: 'Introduction', done: true },
  { title: 'Variables and types', done: true },
  { title: 'Functions', done: false },
  { title: 'Modules', done: false },
];

export default function OutlinedTimeline() {
  return (
    <Timeline aria-label="Course progress">
      {lessons.map((lesson, index) => (
        <TimelineItem key={lesson.title}>
          <TimelineSeparator>
            {/* Filled dots for finished lessons, outlined ones for what is still ahead. */}
            <TimelineDot color="primary" variant={lesson.done ? 'filled' : 'outlined'} />
            {index < lessons.length - 1 && <TimelineConnector />}
          </TimelineSeparator>
          <TimelineContent>
            {lesson.title}
            {lesson.done ? ' (completed)' : ''}
          </TimelineContent>
        </TimelineItem>
      ))}
    </Timeline>
  );
}
