import Box from '@mui/joy/Box';
import Skeleton from '@mui/joy/Skeleton';
import Typography from '@mui/joy/Typography';

export default function SkeletonText() {
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 4, width: '100%' }}>
      <div>
        <Typography level="body-xs" sx={{ mb: 1 }}>
          variant=&quot;text&quot; at three levels
        </Typography>
        <Skeleton variant="text" level="h2" width="70%" />
        <Skeleton variant="text" level="body-md" />
        <Skeleton variant="text" level="body-sm" width="85%" />
      </div>
      <div>
        <Typography level="body-xs" sx={{ mb: 1 }}>
          A paragraph: full lines and a shorter last one
        </Typography>
        <Typography level="body-md">
          <Skeleton variant="text" />
          <Skeleton variant="text" />
          <Skeleton variant="text" width="45%" />
        </Typography>
      </div>
    </Box>
  );
}
