import Box from '@mui/joy/Box';
import Skeleton from '@mui/joy/Skeleton';
import Typography from '@mui/joy/Typography';

export default function SkeletonGeometry() {
  return (
    <Box sx={{ display: 'flex', gap: 4, flexWrap: 'wrap', alignItems: 'flex-end', justifyContent: 'center' }}>
      <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 1 }}>
        <Skeleton variant="circular" width={56} height={56} />
        <Typography level="body-xs">circular, 56 × 56</Typography>
      </Box>
      <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 1 }}>
        <Skeleton variant="rectangular" width={160} height={90} />
        <Typography level="body-xs">rectangular, 160 × 90</Typography>
      </Box>
      <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 1 }}>
        {/* Without width and height, the size comes from the font size: 1em = the level's size. */}
        <Skeleton variant="rectangular" level="h1" sx={{ width: '3em', height: '1em' }} />
        <Typography level="body-xs">sized in em from level h1</Typography>
      </Box>
    </Box>
  );
}
