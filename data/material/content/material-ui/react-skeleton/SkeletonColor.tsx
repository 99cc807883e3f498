import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';

export default function SkeletonColor() {
  return (
    <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
      {/* On a dark panel the default (translucent text color) skeleton is too faint: set bgcolor. */}
      <Box sx={{ bgcolor: '#1e2a38', p: 3, borderRadius: 2, width: 240 }}>
        <Skeleton variant="rounded" height={90} sx={{ bgcolor: 'grey.800' }} />
        <Skeleton sx={{ bgcolor: 'grey.800', mt: 1 }} width="70%" />
        <Skeleton sx={{ bgcolor: 'grey.800' }} width="45%" />
      </Box>
      {/* A brand tint, for a loading state inside a colored card. */}
      <Box sx={{ bgcolor: 'primary.main', p: 3, borderRadius: 2, width: 240 }}>
        <Skeleton variant="rounded" animation="wave" height={90} sx={{ bgcolor: 'rgba(255, 255, 255, 0.2)' }} />
        <Skeleton animation="wave" sx={{ bgcolor: 'rgba(255, 255, 255, 0.2)', mt: 1 }} width="70%" />
        <Skeleton animation="wave" sx={{ bgcolor: 'rgba(255, 255, 255, 0.2)' }} width="45%" />
      </Box>
    </Stack>
  );
}
