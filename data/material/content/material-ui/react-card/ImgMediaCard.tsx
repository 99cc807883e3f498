import * as React from 'react';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import CardMedia from '@mui/material/CardMedia';
import Typography from '@mui/material/Typography';

// Built in code, no image file: a cup of tea on a saucer.
const teaSvg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 200">
<rect width="400" height="200" fill="#e9efe4"/><circle cx="330" cy="40" r="70" fill="#d3e2c7"/>
<ellipse cx="200" cy="160" rx="110" ry="18" fill="#b9c9ae"/><path d="M130 80 h140 v30 a70 60 0 0 1 -140 0 Z" fill="#fdfdf8" stroke="#8a9a7e" stroke-width="3"/>
<path d="M270 92 a22 22 0 0 1 0 40" fill="none" stroke="#8a9a7e" stroke-width="8"/><ellipse cx="200" cy="82" rx="68" ry="8" fill="#9a6b3f"/>
<path d="M180 62 q-10 -15 0 -30 M205 60 q-10 -15 0 -30 M230 62 q-10 -15 0 -30" fill="none" stroke="#a3b497" stroke-width="4" stroke-linecap="round"/></svg>`;

export default function ImgMediaCard() {
  return (
    <Card sx={{ maxWidth: 345, mx: 'auto' }}>
      <CardMedia
        component="img"
        height="160"
        image={`data:image/svg+xml,${encodeURIComponent(teaSvg)}`}
        alt="Drawing of a steaming cup of tea on a saucer"
      />
      <CardContent>
        <Typography gutterBottom variant="h6" component="h3">
          Roasted barley tea
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          A caffeine-free infusion with a toasty, nutty taste. Steep one spoonful in boiling water for five minutes.
        </Typography>
      </CardContent>
      <CardActions>
        <Button size="small">Add to basket</Button>
        <Button size="small">Brewing guide</Button>
      </CardActions>
    </Card>
  );
}
