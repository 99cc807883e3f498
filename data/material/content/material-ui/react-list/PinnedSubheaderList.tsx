import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import Paper from '@mui/material/Paper';

const schedule = [
  {
    day: 'Monday, 3 June',
    events: [
      { time: '09:00', title: 'Team stand-up' },
      { time: '11:30', title: 'Dentist appointment' },
      { time: '15:00', title: 'Design critique' },
      { time: '18:30', title: 'Climbing session' },
    ],
  },
  {
    day: 'Tuesday, 4 June',
    events: [
      { time: '08:15', title: 'School drop-off' },
      { time: '10:00', title: 'Supplier call' },
      { time: '13:00', title: 'Lunch with Priya' },
      { time: '16:45', title: 'Sprint planning' },
    ],
  },
  {
    day: 'Wednesday, 5 June',
    events: [
      { time: '09:30', title: 'Quarterly review' },
      { time: '12:00', title: 'Yoga class' },
      { time: '14:00', title: 'Hiring interview' },
      { time: '19:00', title: 'Book club' },
    ],
  },
  {
    day: 'Thursday, 6 June',
    events: [
      { time: '07:30', title: 'Flight to Lyon' },
      { time: '14:00', title: 'Client workshop' },
      { time: '20:00', title: 'Dinner with the client team' },
    ],
  },
];

export default function PinnedSubheaderList() {
  return (
    <Paper
      variant="outlined"
      tabIndex={0}
      role="region"
      aria-label="Agenda, scrollable"
      sx={{ width: '100%', maxWidth: 360, maxHeight: 300, overflow: 'auto', position: 'relative' }}
    >
      <List sx={{ pt: 0, '& ul': { p: 0 } }} aria-label="Agenda">
        {schedule.map((section) => (
          <li key={section.day}>
            <ul>
              <ListSubheader>{section.day}</ListSubheader>
              {section.events.map((event) => (
                <ListItem key={event.time + event.title}>
                  <ListItemText primary={event.title} secondary={event.time} />
                </ListItem>
              ))}
            </ul>
          </li>
        ))}
      </List>
    </Paper>
  );
}
