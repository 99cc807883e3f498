import AspectRatio from '@mui/joy/AspectRatio';
import Box from '@mui/joy/Box';
import Card from '@mui/joy/Card';
import CardContent from '@mui/joy/CardContent';
import Skeleton from '@mui/joy/Skeleton';

export default function SkeletonCard() {
  return (
    <Card variant="outlined" sx={{ width: '100%', maxWidth: 320, mx: 'auto' }} role="group" aria-busy="true" aria-label="Loading listing">
      <AspectRatio ratio="4/3">
        <Skeleton variant="overlay" />
      </AspectRatio>
      <CardContent>
        <Skeleton variant="text" level="title-lg" width="75%" />
        <Skeleton variant="text" level="body-sm" width="50%" />
      </CardContent>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center' }}>
        <Skeleton variant="text" level="title-md" width={72} />
        <Skeleton variant="rectangular" width={96} height={36} sx={{ borderRadius: 'sm' }} />
      </Box>
    </Card>
  );
}
