import Box from '@mui/joy/Box';
import Skeleton from '@mui/joy/Skeleton';
import Typography from '@mui/joy/Typography';

const animations = [
  { value: 'pulse', label: 'pulse (default)' },
  { value: 'wave', label: 'wave' },
  { value: false, label: 'false' },
] as const;

export default function SkeletonAnimation() {
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, 1fr)' }, gap: 3, width: '100%' }}>
      {animations.map(({ value, label }) => (
        <Box key={label} sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
          <Typography level="body-xs">animation={label}</Typography>
          <Skeleton animation={value} variant="rectangular" height={72} />
          <Skeleton animation={value} variant="text" level="body-sm" />
          <Skeleton animation={value} variant="text" level="body-sm" width="60%" />
        </Box>
      ))}
    </Box>
  );
}
