import * as React from 'react';
import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import Card from '@mui/joy/Card';
import CardActions from '@mui/joy/CardActions';
import CardContent from '@mui/joy/CardContent';
import Chip from '@mui/joy/Chip';
import CircularProgress from '@mui/joy/CircularProgress';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import LinearProgress from '@mui/joy/LinearProgress';
import Switch from '@mui/joy/Switch';
import Typography from '@mui/joy/Typography';
import CloudOutlined from '@mui/icons-material/CloudOutlined';

export default function CardInvertedColors() {
  const [inverted, setInverted] = React.useState(true);
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2, width: '100%' }}>
      <FormControl orientation="horizontal" sx={{ gap: 1 }}>
        <Switch checked={inverted} onChange={(event) => setInverted(event.target.checked)} />
        <FormLabel>invertedColors</FormLabel>
      </FormControl>
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
        <Card variant="solid" color="primary" invertedColors={inverted} sx={{ width: 300, maxWidth: '100%' }}>
          <CardContent orientation="horizontal" sx={{ alignItems: 'center' }}>
            <CircularProgress size="lg" determinate value={82} aria-label="Storage used">
              <CloudOutlined />
            </CircularProgress>
            <CardContent>
              <Typography level="body-md">Cloud storage</Typography>
              <Typography level="h3" component="p">
                82 GB of 100 GB
              </Typography>
            </CardContent>
          </CardContent>
          <CardActions>
            <Button variant="soft" size="sm">
              Free up space
            </Button>
            <Button variant="solid" size="sm">
              Upgrade
            </Button>
          </CardActions>
        </Card>
        <Card variant="soft" color="warning" invertedColors={inverted} sx={{ width: 300, maxWidth: '100%' }}>
          <CardContent>
            <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1 }}>
              <Typography level="title-md">Monthly API quota</Typography>
              <Chip size="sm" variant="outlined">
                3 days left
              </Chip>
            </Box>
            <Typography level="body-sm">You have used 9,400 of 10,000 requests this month.</Typography>
            <LinearProgress determinate value={94} aria-label="Quota used" />
          </CardContent>
          <CardActions>
            <Button variant="solid" size="sm">
              Raise the limit
            </Button>
          </CardActions>
        </Card>
      </Box>
    </Box>
  );
}
