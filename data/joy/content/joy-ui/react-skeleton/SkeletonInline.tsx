import * as React from 'react';
import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import Skeleton from '@mui/joy/Skeleton';
import Typography from '@mui/joy/Typography';

export default function SkeletonInline() {
  const [loading, setLoading] = React.useState(true);
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2, maxWidth: 480 }}>
      <Typography level="h4" component="p">
        <Skeleton loading={loading}>Your order is on its way</Skeleton>
      </Typography>
      <Typography level="body-md">
        The courier picked up{' '}
        <Skeleton loading={loading} variant="inline" sx={{ position: 'relative' }}>
          3 parcels
        </Skeleton>{' '}
        at 08:14 and expects to reach you between{' '}
        <Skeleton loading={loading} variant="inline" sx={{ position: 'relative' }}>
          13:00 and 15:00
        </Skeleton>
        . You can change the delivery address until the van leaves the depot.
      </Typography>
      <Button variant="outlined" color="neutral" sx={{ alignSelf: 'flex-start' }} onClick={() => setLoading((current) => !current)}>
        {loading ? 'Load tracking details' : 'Show the placeholders'}
      </Button>
    </Box>
  );
}
