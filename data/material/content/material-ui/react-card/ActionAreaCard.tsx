import * as React from 'react';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import CardMedia from '@mui/material/CardMedia';
import Typography from '@mui/material/Typography';

const pattern = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 300 120"><rect width="300" height="120" fill="#f4e3c8"/>
<g fill="#c8553d"><circle cx="40" cy="30" r="14"/><circle cx="120" cy="80" r="22"/><circle cx="230" cy="40" r="18"/></g>
<g fill="#588b8b"><rect x="70" y="20" width="26" height="26" rx="4"/><rect x="170" y="70" width="34" height="34" rx="4"/><rect x="255" y="85" width="22" height="22" rx="4"/></g></svg>`;

export default function ActionAreaCard() {
  const [opened, setOpened] = React.useState(0);

  return (
    <Card sx={{ maxWidth: 320, mx: 'auto' }}>
      <CardActionArea onClick={() => setOpened((count) => count + 1)}>
        <CardMedia component="img" height="120" image={`data:image/svg+xml,${encodeURIComponent(pattern)}`} alt="" />
        <CardContent>
          <Typography variant="h6" component="h3" gutterBottom>
            Printmaking for beginners
          </Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            Four evening sessions on lino cutting and block printing. Materials included.
          </Typography>
        </CardContent>
      </CardActionArea>
      <Typography role="status" variant="caption" sx={{ display: 'block', px: 2, py: 1, color: 'text.secondary' }}>
        {opened === 0 ? 'Select the card to open the course.' : `Course opened ${opened} time${opened === 1 ? '' : 's'}.`}
      </Typography>
    </Card>
  );
}
