import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ButtonGroup from '@mui/material/ButtonGroup';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import CallIcon from '@mui/icons-material/Call';
import ChatIcon from '@mui/icons-material/Chat';
import DirectionsIcon from '@mui/icons-material/Directions';

export default function FullWidthButtonGroup() {
  return (
    <Box sx={{ maxWidth: 400, mx: 'auto' }}>
      <Card variant="outlined">
        <CardContent>
          <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
            Riverside Bike Repair
          </Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary', mb: 2 }}>
            Open today until 18:00 · 1.2 km away
          </Typography>
          <ButtonGroup fullWidth variant="outlined" aria-label="Contact Riverside Bike Repair">
            <Button startIcon={<CallIcon />}>Call</Button>
            <Button startIcon={<ChatIcon />}>Chat</Button>
            <Button startIcon={<DirectionsIcon />}>Route</Button>
          </ButtonGroup>
        </CardContent>
      </Card>
    </Box>
  );
}
