import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

const animations = [
  { label: 'animation="pulse" (default)', value: 'pulse' },
  { label: 'animation="wave"', value: 'wave' },
  { label: 'animation={false}', value: false },
] as const;

export default function SkeletonAnimations() {
  return (
    <Stack direction="row" spacing={3} useFlexGap sx={{ flexWrap: 'wrap' }}>
      {animations.map(({ label, value }) => (
        <Box key={label} sx={{ width: 160 }}>
          <Typography variant="caption" component="p" sx={{ mb: 1 }}>
            {label}
          </Typography>
          <Skeleton animation={value} />
          <Skeleton animation={value} width="80%" />
          <Skeleton animation={value} width="60%" />
        </Box>
      ))}
    </Stack>
  );
}
