import * as React from 'react';
import Avatar from '@mui/material/Avatar';
import Divider from '@mui/material/Divider';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemAvatar from '@mui/material/ListItemAvatar';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import FlightIcon from '@mui/icons-material/Flight';
import HotelIcon from '@mui/icons-material/Hotel';
import TrainIcon from '@mui/icons-material/Train';

export default function DividerVariants() {
  return (
    <Paper variant="outlined" sx={{ width: '100%', maxWidth: 360 }}>
      <List aria-label="Trip itinerary">
        <ListItem>
          <ListItemAvatar>
            <Avatar aria-hidden>
              <FlightIcon />
            </Avatar>
          </ListItemAvatar>
          <ListItemText primary="Flight to Lisbon" secondary="Fri 09:40 · fullWidth below" />
        </ListItem>
        <Divider component="li" aria-hidden />
        <ListItem>
          <ListItemAvatar>
            <Avatar aria-hidden>
              <HotelIcon />
            </Avatar>
          </ListItemAvatar>
          <ListItemText primary="Hotel check-in" secondary="Fri 15:00 · inset below" />
        </ListItem>
        <Divider variant="inset" component="li" aria-hidden />
        <ListItem>
          <ListItemAvatar>
            <Avatar aria-hidden>
              <TrainIcon />
            </Avatar>
          </ListItemAvatar>
          <ListItemText primary="Train to Porto" secondary="Sat 10:15 · middle below" />
        </ListItem>
        <Divider variant="middle" component="li" aria-hidden />
        <ListItem>
          <ListItemText primary="Free day" secondary="Sun" inset />
        </ListItem>
      </List>
    </Paper>
  );
}
