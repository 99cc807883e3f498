import * as React from 'react';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import CardMedia from '@mui/material/CardMedia';
import Typography from '@mui/material/Typography';

// An illustration drawn in code: a lake at dusk, as an SVG data URL.
const lakeSvg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 160" preserveAspectRatio="xMidYMid slice">
<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#3b3b7a"/><stop offset="1" stop-color="#e0876a"/></linearGradient></defs>
<rect width="400" height="160" fill="url(#sky)"/><circle cx="300" cy="92" r="22" fill="#ffd59a"/>
<path d="M0 100 L70 60 L130 95 L200 50 L270 100 Z" fill="#2d3057"/><path d="M180 100 L260 70 L330 100 Z" fill="#414577"/>
<rect y="100" width="400" height="60" fill="#24406b"/><rect x="270" y="112" width="60" height="3" rx="1.5" fill="#ffd59a" opacity=".6"/></svg>`;
const lakeImage = `data:image/svg+xml,${encodeURIComponent(lakeSvg)}`;

export default function MediaCard() {
  return (
    <Card sx={{ maxWidth: 345, mx: 'auto' }}>
      <CardMedia sx={{ height: 140 }} image={lakeImage} role="img" aria-label="Illustration of a mountain lake at sunset" />
      <CardContent>
        <Typography gutterBottom variant="h6" component="h3">
          Lakeside cabins
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          Six wooden cabins on the north shore, each with a stove, a rowing boat and a view of the evening sun over the ridge.
        </Typography>
      </CardContent>
      <CardActions>
        <Button size="small">Check dates</Button>
        <Button size="small">Share</Button>
      </CardActions>
    </Card>
  );
}
