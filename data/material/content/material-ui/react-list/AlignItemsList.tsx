import * as React from 'react';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemAvatar from '@mui/material/ListItemAvatar';
import ListItemText from '@mui/material/ListItemText';
import Avatar from '@mui/material/Avatar';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

const comments = [
  {
    author: 'Mei Tanaka',
    initials: 'MT',
    time: '09:14',
    text: 'The staging build passes all checks now. Could someone review the migration script before we run it on production tonight?',
  },
  {
    author: 'Olu Adeyemi',
    initials: 'OA',
    time: '09:32',
    text: 'Looked through it. The rollback step assumes the old column still exists, so I left a suggestion on line 48.',
  },
  {
    author: 'Sara Novak',
    initials: 'SN',
    time: '10:05',
    text: 'Thanks both. I will update the script and schedule the run for 22:00.',
  },
];

export default function AlignItemsList() {
  return (
    <Paper variant="outlined" sx={{ width: '100%', maxWidth: 420 }}>
      <List aria-label="Review comments">
        {comments.map((comment, index) => (
          <React.Fragment key={comment.time}>
            {index > 0 && <Divider variant="inset" component="li" aria-hidden />}
            <ListItem alignItems="flex-start">
              <ListItemAvatar>
                <Avatar>{comment.initials}</Avatar>
              </ListItemAvatar>
              <ListItemText
                primary={
                  <React.Fragment>
                    {comment.author}
                    <Typography component="span" variant="caption" sx={{ color: 'text.secondary', ml: 1 }}>
                      {comment.time}
                    </Typography>
                  </React.Fragment>
                }
                secondary={comment.text}
              />
            </ListItem>
          </React.Fragment>
        ))}
      </List>
    </Paper>
  );
}
