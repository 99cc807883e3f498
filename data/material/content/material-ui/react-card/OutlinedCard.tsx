import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';

export default function OutlinedCard() {
  return (
    <Box sx={{ maxWidth: 320, mx: 'auto' }}>
      <Card variant="outlined">
        <CardContent>
          <Typography variant="subtitle2" component="h3" sx={{ color: 'text.secondary' }}>
            Cloud storage
          </Typography>
          <Typography variant="h5" component="p" sx={{ mt: 0.5 }}>
            128 GB of 200 GB
          </Typography>
          <LinearProgress variant="determinate" value={64} aria-label="Storage used" sx={{ my: 1.5, height: 6, borderRadius: 3 }} />
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            Photos take up most of your space. Backups older than a year can be removed safely.
          </Typography>
        </CardContent>
        <CardActions>
          <Button size="small">Review backups</Button>
          <Button size="small">Upgrade plan</Button>
        </CardActions>
      </Card>
    </Box>
  );
}
