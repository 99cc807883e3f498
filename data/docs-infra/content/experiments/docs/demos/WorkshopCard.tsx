import * as React from 'react';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';

export default function WorkshopCard() {
  const [seats, setSeats] = React.useState(4);
  const [booked, setBooked] = React.useState(false);

  const toggle = () => {
    setSeats(booked ? seats + 1 : seats - 1);
    setBooked(!booked);
  };

  return (
    <Card variant="outlined" sx={{ maxWidth: 340 }}>
      <CardContent>
        <Typography variant="overline">Saturday · 10:00</Typography>
        <Typography variant="h6" component="p">
          Bike repair basics
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          Fix a puncture and adjust your brakes. {seats} seats left.
        </Typography>
      </CardContent>
      <CardActions>
        <Button size="small" onClick={toggle} disabled={!booked && seats === 0}>
          {booked ? 'Cancel my seat' : 'Book a seat'}
        </Button>
      </CardActions>
    </Card>
  );
}
