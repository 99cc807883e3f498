import * as React from 'react';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import CardMedia from '@mui/material/CardMedia';
import Typography from '@mui/material/Typography';

export default function MultiActionAreaCard() {
  const [message, setMessage] = React.useState('');

  return (
    <Card sx={{ maxWidth: 320, mx: 'auto' }}>
      {/* The action area is the link to the article; the buttons below stay separate controls. */}
      <CardActionArea
        // A query on this page, so a link opened in a new tab still lands somewhere real.
        href="?article=why-bread-dough-needs-rest"
        onClick={(event) => {
          // Let Ctrl/Cmd/Shift-click open the link in a new tab or window.
          if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) {
            return;
          }
          event.preventDefault();
          setMessage('Opening the article…');
        }}
      >
        <CardMedia
          component="div"
          sx={{
            height: 110,
            background: 'radial-gradient(circle at 30% 40%, #ffe082 0 18%, transparent 19%), linear-gradient(135deg, #ff8a65, #8e24aa)',
          }}
        />
        <CardContent>
          <Typography variant="h6" component="h3" gutterBottom>
            Why bread dough needs rest
          </Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            Gluten relaxes, yeast gets to work, and the crumb turns out lighter. A 6-minute read.
          </Typography>
        </CardContent>
      </CardActionArea>
      <CardActions>
        <Button size="small" onClick={() => setMessage('Saved to your reading list.')}>
          Read later
        </Button>
        <Button size="small" onClick={() => setMessage('Link copied.')}>
          Copy link
        </Button>
      </CardActions>
      <Typography role="status" variant="caption" sx={{ display: 'block', px: 2, pb: message ? 1.5 : 0, color: 'text.secondary' }}>
        {message}
      </Typography>
    </Card>
  );
}
