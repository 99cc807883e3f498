import * as React from 'react';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';

export default function BasicCard() {
  const [dueIn, setDueIn] = React.useState(3);

  return (
    <Card sx={{ maxWidth: 320, mx: 'auto' }}>
      <CardContent>
        <Typography variant="overline" sx={{ color: 'text.secondary' }}>
          Library loan
        </Typography>
        <Typography variant="h6" component="h3">
          Field Notes on City Birds
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1.5 }}>
          Paperback, 212 pages
        </Typography>
        <Typography variant="body2" role="status">
          Due back in {dueIn} days.
        </Typography>
      </CardContent>
      <CardActions>
        <Button size="small" onClick={() => setDueIn((days) => days + 14)}>
          Renew for 2 weeks
        </Button>
      </CardActions>
    </Card>
  );
}
