import * as React from 'react';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemAvatar from '@mui/material/ListItemAvatar';
import ListItemText from '@mui/material/ListItemText';
import Avatar from '@mui/material/Avatar';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

const members = [
  { name: 'Hana Kowalski', role: 'Product designer', initials: 'HK', email: 'hana.k@example.com' },
  { name: 'Diego Alvarez', role: 'Backend engineer', initials: 'DA', email: 'diego.a@example.com' },
  { name: 'Ruth Mensah', role: 'Support lead', initials: 'RM', email: 'ruth.m@example.com' },
  { name: 'Tomás Lindqvist', role: 'Data analyst', initials: 'TL', email: 'tomas.l@example.com', away: true },
];

export default function SelectedListItem() {
  const [selectedIndex, setSelectedIndex] = React.useState(0);
  const selected = members[selectedIndex];

  return (
    <Paper variant="outlined" sx={{ width: '100%', maxWidth: 360 }}>
      <List aria-label="Team members">
        {members.map((member, index) => (
          <ListItem key={member.name} disablePadding>
            <ListItemButton
              selected={selectedIndex === index}
              aria-current={selectedIndex === index ? 'true' : undefined}
              disabled={member.away}
              onClick={() => setSelectedIndex(index)}
            >
              <ListItemAvatar>
                <Avatar>{member.initials}</Avatar>
              </ListItemAvatar>
              <ListItemText primary={member.name} secondary={member.away ? `${member.role} · on leave` : member.role} />
            </ListItemButton>
          </ListItem>
        ))}
      </List>
      <Typography variant="body2" role="status" sx={{ px: 2, pb: 2, color: 'text.secondary' }}>
        Showing {selected.name}, {selected.email}
      </Typography>
    </Paper>
  );
}
