import LinearProgress from '@mui/joy/LinearProgress';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';

const sizes = [
  { size: 'sm', note: '4 px' },
  { size: 'md', note: '6 px' },
  { size: 'lg', note: '8 px' },
] as const;

export default function LinearProgressSizes() {
  return (
    <Stack spacing={2} sx={{ width: '100%', maxWidth: 420 }}>
      {sizes.map(({ size, note }) => (
        <div key={size}>
          <Typography level="body-xs" sx={{ mb: 0.5 }}>
            {size} · {note}
          </Typography>
          <LinearProgress size={size} determinate value={45} aria-label={`Size ${size}, 45%`} />
        </div>
      ))}
    </Stack>
  );
}
