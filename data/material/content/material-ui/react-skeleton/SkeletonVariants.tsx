import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';

export default function SkeletonVariants() {
  return (
    <Stack spacing={1} sx={{ width: '100%', maxWidth: 240 }}>
      {/* text: height follows the font size of the surrounding text */}
      <Skeleton variant="text" sx={{ fontSize: '1rem' }} />
      <Skeleton variant="circular" width={40} height={40} />
      <Skeleton variant="rectangular" width="100%" height={60} />
      <Skeleton variant="rounded" width="100%" height={60} />
    </Stack>
  );
}
