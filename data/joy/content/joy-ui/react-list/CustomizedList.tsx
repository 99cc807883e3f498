import List from '@mui/joy/List';
import ListItem from '@mui/joy/ListItem';
import ListItemContent from '@mui/joy/ListItemContent';
import ListItemDecorator from '@mui/joy/ListItemDecorator';
import Typography from '@mui/joy/Typography';
import { styled } from '@mui/joy/styles';

// A vertical timeline: a styled ListItem draws the rail and the dot in its decorator column.
const TimelineItem = styled(ListItem)(({ theme }) => ({
  alignItems: 'flex-start',
  '&::before': {
    content: '""',
    position: 'absolute',
    left: 'calc(var(--ListItem-paddingLeft) + 5px)',
    top: 'calc(var(--ListItem-paddingY) + 14px)',
    bottom: 'calc(-1 * var(--ListItem-paddingY) - 2px)',
    width: 2,
    backgroundColor: theme.vars.palette.neutral.outlinedBorder,
  },
  '&:last-of-type::before': { display: 'none' },
}));

const events = [
  { time: '08:12', title: 'Order placed', detail: 'Paid by card', done: true },
  { time: '09:40', title: 'Packed', detail: 'Warehouse B, bay 14', done: true },
  { time: '13:05', title: 'Out for delivery', detail: 'Driver: Noor', done: true },
  { time: 'By 18:00', title: 'Delivered', detail: 'Leave with a neighbour if out', done: false },
];

export default function CustomizedList() {
  return (
    <List aria-label="Delivery progress" sx={{ maxWidth: 340, '--ListItemDecorator-size': '28px', '--ListItem-paddingY': '8px' }}>
      {events.map((event) => (
        <TimelineItem key={event.title}>
          <ListItemDecorator sx={{ pt: '6px' }}>
            <Typography
              component="span"
              sx={{
                width: 12,
                height: 12,
                borderRadius: '50%',
                border: '2px solid',
                borderColor: event.done ? 'success.solidBg' : 'neutral.outlinedBorder',
                bgcolor: event.done ? 'success.solidBg' : 'background.surface',
              }}
            />
          </ListItemDecorator>
          <ListItemContent>
            <Typography level="title-sm">{event.title}</Typography>
            <Typography level="body-xs">
              {event.time} · {event.detail}
            </Typography>
          </ListItemContent>
        </TimelineItem>
      ))}
    </List>
  );
}
