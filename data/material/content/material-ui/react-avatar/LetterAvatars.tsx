import * as React from 'react';
import Avatar from '@mui/material/Avatar';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemAvatar from '@mui/material/ListItemAvatar';
import ListItemText from '@mui/material/ListItemText';
import { blue, brown, deepPurple, green, indigo, pink, purple, red, teal } from '@mui/material/colors';

// Dark shades only: each keeps white initials above a 4.5:1 contrast ratio.
const palette = [blue[800], brown[800], deepPurple[800], green[800], indigo[800], pink[800], purple[800], red[800], teal[800]];

/** The same name always gets the same colour, so a person is recognisable across screens. */
function colorFor(name: string) {
  let hash = 0;
  for (const char of name) {
    hash = (hash * 31 + char.charCodeAt(0)) % 1_000_003;
  }
  return palette[hash % palette.length];
}

/** "Sofia Ramírez" → "SR"; a single name gives one letter. */
function initialsOf(name: string) {
  const parts = name.trim().split(/\s+/);
  const first = parts[0]?.[0] ?? '';
  const last = parts.length > 1 ? parts[parts.length - 1][0] : '';
  return (first + last).toUpperCase();
}

const members = [
  { name: 'Sofia Ramírez', role: 'Product designer' },
  { name: 'Kwame Mensah', role: 'Backend engineer' },
  { name: 'Ingrid Holm', role: 'Support lead' },
  { name: 'Ravi', role: 'Contractor' },
];

export default function LetterAvatars() {
  return (
    <List dense sx={{ width: '100%', maxWidth: 360 }}>
      {members.map((member) => (
        <ListItem key={member.name}>
          <ListItemAvatar>
            <Avatar sx={{ bgcolor: colorFor(member.name), color: '#fff' }} aria-hidden>
              {initialsOf(member.name)}
            </Avatar>
          </ListItemAvatar>
          <ListItemText primary={member.name} secondary={member.role} />
        </ListItem>
      ))}
    </List>
  );
}
