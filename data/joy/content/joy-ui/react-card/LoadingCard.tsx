import * as React from 'react';
import AspectRatio from '@mui/joy/AspectRatio';
import Box from '@mui/joy/Box';
import Card from '@mui/joy/Card';
import CardContent from '@mui/joy/CardContent';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import Skeleton from '@mui/joy/Skeleton';
import Switch from '@mui/joy/Switch';
import Typography from '@mui/joy/Typography';
import ForestRounded from '@mui/icons-material/ForestRounded';

export default function LoadingCard() {
  const [loading, setLoading] = React.useState(true);
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <FormControl orientation="horizontal" sx={{ gap: 1 }}>
        <Switch checked={loading} onChange={(event) => setLoading(event.target.checked)} />
        <FormLabel>Loading</FormLabel>
      </FormControl>
      <Card sx={{ width: 300, maxWidth: '100%' }} aria-busy={loading}>
        <AspectRatio ratio="21/9">
          <Skeleton loading={loading} variant="overlay">
            <Box sx={{ background: 'linear-gradient(135deg, #166534, #15803d)', color: '#fff', '--Icon-color': '#fff' }}>
              <ForestRounded sx={{ fontSize: '2.5rem' }} />
            </Box>
          </Skeleton>
        </AspectRatio>
        <CardContent>
          <Typography level="title-md" component="h3">
            <Skeleton loading={loading}>Forest bathing, a beginner&apos;s guide</Skeleton>
          </Typography>
          <Typography level="body-sm">
            <Skeleton loading={loading}>Slow down, leave the phone in your bag and walk without a destination for an hour.</Skeleton>
          </Typography>
        </CardContent>
      </Card>
    </Box>
  );
}
