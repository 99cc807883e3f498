import * as React from 'react';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemAvatar from '@mui/material/ListItemAvatar';
import ListItemText from '@mui/material/ListItemText';
import Avatar from '@mui/material/Avatar';
import Checkbox from '@mui/material/Checkbox';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

const people = [
  { name: 'Ayesha Karim', team: 'Finance', initials: 'AK' },
  { name: 'Björn Halvorsen', team: 'Engineering', initials: 'BH' },
  { name: 'Camille Dubois', team: 'Marketing', initials: 'CD' },
  { name: 'Kwame Boateng', team: 'Operations', initials: 'KB' },
];

export default function CheckboxListSecondary() {
  const [invited, setInvited] = React.useState<string[]>(['Camille Dubois']);

  const toggle = (name: string) => {
    setInvited((prev) => (prev.includes(name) ? prev.filter((item) => item !== name) : [...prev, name]));
  };

  return (
    <Paper variant="outlined" sx={{ width: '100%', maxWidth: 360 }}>
      <List dense aria-label="Invite to the planning meeting">
        {people.map((person) => {
          const labelId = `checkbox-secondary-label-${person.initials}`;
          return (
            <ListItem
              key={person.name}
              secondaryAction={
                <Checkbox
                  edge="end"
                  checked={invited.includes(person.name)}
                  onChange={() => toggle(person.name)}
                  slotProps={{ input: { 'aria-labelledby': labelId } }}
                />
              }
            >
              <ListItemAvatar>
                <Avatar>{person.initials}</Avatar>
              </ListItemAvatar>
              <ListItemText id={labelId} primary={person.name} secondary={person.team} />
            </ListItem>
          );
        })}
      </List>
      <Typography variant="body2" sx={{ px: 2, pb: 2, color: 'text.secondary' }}>
        {invited.length} invited
      </Typography>
    </Paper>
  );
}
