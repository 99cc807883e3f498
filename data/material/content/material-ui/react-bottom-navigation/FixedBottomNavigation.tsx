import * as React from 'react';
import BottomNavigation from '@mui/material/BottomNavigation';
import BottomNavigationAction from '@mui/material/BottomNavigationAction';
import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import ForumIcon from '@mui/icons-material/Forum';
import CallIcon from '@mui/icons-material/Call';
import ContactsIcon from '@mui/icons-material/Contacts';

const conversations: Record<string, { name: string; preview: string }[]> = {
  chats: [
    { name: 'Amara Okafor', preview: 'The slides are in the shared folder.' },
    { name: 'Design review', preview: 'Lena: Can we move it to Thursday?' },
    { name: 'Jonas Weber', preview: 'Thanks, that fixed it!' },
    { name: 'Family', preview: 'Dad: Dinner at seven on Sunday' },
    { name: 'Mei Lin', preview: 'See you at the station.' },
    { name: 'Book club', preview: 'Next pick: a short story collection' },
    { name: 'Rafael Costa', preview: 'Sent you the invoice.' },
    { name: 'Climbing group', preview: 'Gym is closed on Monday' },
  ],
  calls: [
    { name: 'Amara Okafor', preview: 'Outgoing · 12 min' },
    { name: 'Dental clinic', preview: 'Missed call' },
    { name: 'Jonas Weber', preview: 'Incoming · 3 min' },
  ],
  contacts: [
    { name: 'Amara Okafor', preview: 'Mobile' },
    { name: 'Jonas Weber', preview: 'Work' },
    { name: 'Mei Lin', preview: 'Mobile' },
    { name: 'Rafael Costa', preview: 'Home' },
  ],
};

export default function FixedBottomNavigation() {
  const [value, setValue] = React.useState('chats');
  const scroller = React.useRef<HTMLDivElement>(null);

  return (
    // The box stands in for the viewport; in an app the Paper would be `position: fixed` at the bottom of the window.
    <Box
      sx={{
        position: 'relative',
        height: 360,
        maxWidth: 420,
        mx: 'auto',
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
        overflow: 'hidden',
      }}
    >
      {/* Bottom padding as tall as the bar keeps the last item from hiding behind it. */}
      <Box ref={scroller} tabIndex={0} aria-label="Conversation list" role="region" sx={{ height: '100%', overflow: 'auto', pb: 7 }}>
        <List>
          {conversations[value].map((item) => (
            <ListItem key={item.name + item.preview}>
              <ListItemText primary={item.name} secondary={item.preview} />
            </ListItem>
          ))}
        </List>
      </Box>
      <Paper elevation={3} square sx={{ position: 'absolute', bottom: 0, left: 0, right: 0 }}>
        <BottomNavigation
          showLabels
          value={value}
          onChange={(_event, newValue: string) => {
            setValue(newValue);
            scroller.current?.scrollTo({ top: 0 });
          }}
        >
          <BottomNavigationAction value="chats" label="Chats" icon={<ForumIcon />} aria-current={value === 'chats' ? 'page' : undefined} />
          <BottomNavigationAction value="calls" label="Calls" icon={<CallIcon />} aria-current={value === 'calls' ? 'page' : undefined} />
          <BottomNavigationAction
            value="contacts"
            label="Contacts"
            icon={<ContactsIcon />}
            aria-current={value === 'contacts' ? 'page' : undefined}
          />
        </BottomNavigation>
      </Paper>
    </Box>
  );
}
