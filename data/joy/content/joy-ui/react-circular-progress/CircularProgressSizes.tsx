import Box from '@mui/joy/Box';
import CircularProgress from '@mui/joy/CircularProgress';
import Typography from '@mui/joy/Typography';

const sizes = [
  { size: 'sm', note: '24 px' },
  { size: 'md', note: '40 px' },
  { size: 'lg', note: '64 px' },
] as const;

export default function CircularProgressSizes() {
  return (
    <Box sx={{ display: 'flex', gap: 5, alignItems: 'flex-end', flexWrap: 'wrap', justifyContent: 'center' }}>
      {sizes.map(({ size, note }) => (
        <Box key={size} sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 1 }}>
          <CircularProgress size={size} determinate value={70} aria-label={`Size ${size}, 70%`} />
          <Typography level="body-xs">
            {size} · {note}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
