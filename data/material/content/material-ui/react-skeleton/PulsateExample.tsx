import * as React from 'react';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemAvatar from '@mui/material/ListItemAvatar';
import ListItemText from '@mui/material/ListItemText';
import Skeleton from '@mui/material/Skeleton';
import Switch from '@mui/material/Switch';

const comments = [
  { initials: 'MV', name: 'Mira Vance', text: 'The new timetable works much better for the morning shift.' },
  { initials: 'TO', name: 'Tomasz Olek', text: 'Could we move the stand-up to 9:30 on Fridays?' },
  { initials: 'AS', name: 'Aiyana Smith', text: 'Agreed. I will update the shared calendar.' },
];

export default function PulsateExample() {
  const [loading, setLoading] = React.useState(true);

  return (
    <Box sx={{ width: '100%', maxWidth: 480 }}>
      <FormControlLabel control={<Switch checked={loading} onChange={(event) => setLoading(event.target.checked)} />} label="Loading" />
      <List aria-label="Comments" aria-busy={loading}>
        {comments.map((comment) => (
          <ListItem key={comment.name} alignItems="flex-start" disableGutters>
            <ListItemAvatar>
              {loading ? <Skeleton variant="circular" width={40} height={40} /> : <Avatar>{comment.initials}</Avatar>}
            </ListItemAvatar>
            <ListItemText
              primary={loading ? <Skeleton width="40%" /> : comment.name}
              secondary={
                loading ? (
                  <React.Fragment>
                    <Skeleton />
                    <Skeleton width="70%" />
                  </React.Fragment>
                ) : (
                  comment.text
                )
              }
              slotProps={{ secondary: { component: 'div' } }}
            />
          </ListItem>
        ))}
      </List>
    </Box>
  );
}
