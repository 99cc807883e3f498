import Timeline from '@mui/lab/Timeline';
import TimelineItem from '@mui/lab/TimelineItem';
import TimelineSeparator from '@mui/lab/TimelineSeparator';
import TimelineConnector from '@mui/lab/TimelineConnector';
import TimelineContent from '@mui/lab/TimelineContent';
import TimelineDot from '@mui/lab/TimelineDot';
import TimelineOppositeContent from '@mui/lab/TimelineOppositeContent';
import Typography from '@mui/material/Typography';

const messages = [
  { from: 'customer', time: '10:02', text: 'My parcel shows as delivered, but it is not here.' },
  { from: 'agent', time: '10:05', text: 'Sorry about that. I have opened a claim with the courier.' },
  { from: 'agent', time: '10:06', text: 'You will hear from us within two working days.' },
  { from: 'customer', time: '10:08', text: 'Thank you!' },
];

export default function ItemPositionTimeline() {
  return (
    <Timeline aria-label="Support conversation">
      {messages.map((message, index) => (
        // Each item picks its own side: the customer on the left, the agent on the right.
        <TimelineItem key={index} position={message.from === 'customer' ? 'left' : 'right'}>
          <TimelineOppositeContent variant="caption" color="text.secondary" sx={{ pt: '8px' }}>
            {message.time}
          </TimelineOppositeContent>
          <TimelineSeparator>
            <TimelineDot color={message.from === 'customer' ? 'grey' : 'primary'} />
            {index < messages.length - 1 && <TimelineConnector />}
          </TimelineSeparator>
          <TimelineContent>
            <Typography variant="caption" color="text.secondary" component="p">
              {message.from === 'customer' ? 'Customer' : 'Support'}
            </Typography>
            <Typography variant="body2">{message.text}</Typography>
          </TimelineContent>
        </TimelineItem>
      ))}
    </Timeline>
  );
}
