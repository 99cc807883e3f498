import * as React from 'react';
import AspectRatio from '@mui/joy/AspectRatio';
import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import Card from '@mui/joy/Card';
import Skeleton from '@mui/joy/Skeleton';
import Typography from '@mui/joy/Typography';

export default function SkeletonBasics() {
  const [loading, setLoading] = React.useState(true);
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 2, width: '100%' }}>
      <Card variant="outlined" sx={{ width: '100%', maxWidth: 340 }} aria-busy={loading}>
        <AspectRatio ratio="16/9">
          <Skeleton loading={loading}>
            <div aria-hidden style={{ background: 'linear-gradient(160deg, #f59e0b 0%, #b45309 60%, #78350f 100%)' }} />
          </Skeleton>
        </AspectRatio>
        <Typography level="title-md">
          <Skeleton loading={loading}>Autumn at the old orchard</Skeleton>
        </Typography>
        <Typography level="body-sm">
          <Skeleton loading={loading}>
            Forty heritage apple varieties, a cider press from 1923 and a picnic meadow open to everyone on weekends.
          </Skeleton>
        </Typography>
      </Card>
      <Button variant="outlined" color="neutral" onClick={() => setLoading((current) => !current)}>
        {loading ? 'Show the content' : 'Show the skeleton'}
      </Button>
    </Box>
  );
}
