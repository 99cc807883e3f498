import Stack from '@mui/material/Stack';
import Rating from '@mui/material/Rating';
import Typography from '@mui/material/Typography';

export default function RatingSizes() {
  return (
    <Stack spacing={1.5}>
      {(['small', 'medium', 'large'] as const).map((size) => (
        <Stack key={size} direction="row" spacing={2} sx={{ alignItems: 'center' }}>
          <Typography variant="body2" sx={{ width: 72 }}>
            {size}
          </Typography>
          <Rating value={3} size={size} readOnly />
        </Stack>
      ))}
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <Typography variant="body2" sx={{ width: 72 }}>
          40 px
        </Typography>
        <Rating value={3} readOnly sx={{ fontSize: 40 }} />
      </Stack>
    </Stack>
  );
}
