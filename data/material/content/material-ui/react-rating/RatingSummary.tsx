import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Rating from '@mui/material/Rating';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

// How many reviews gave 5, 4, 3, 2 and 1 stars.
const counts: Record<number, number> = { 5: 702, 4: 351, 3: 129, 2: 58, 1: 44 };

const total = Object.values(counts).reduce((sum, count) => sum + count, 0);
const average = Object.entries(counts).reduce((sum, [stars, count]) => sum + Number(stars) * count, 0) / total;

export default function RatingSummary() {
  const rounded = Math.round(average * 10) / 10;

  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 3, alignItems: 'center' }}>
      <Box sx={{ textAlign: 'center' }}>
        <Typography component="p" variant="h3">
          {rounded}
        </Typography>
        <Rating value={rounded} precision={0.1} readOnly getLabelText={(value) => `Rated ${value} out of 5`} />
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {total.toLocaleString('en-US')} reviews
        </Typography>
      </Box>
      <Stack spacing={0.5} sx={{ flex: '1 1 220px', minWidth: 0 }}>
        {[5, 4, 3, 2, 1].map((stars) => {
          const share = Math.round((counts[stars] / total) * 100);
          return (
            <Stack key={stars} direction="row" spacing={1} sx={{ alignItems: 'center' }}>
              <Typography variant="body2" sx={{ width: 48, flexShrink: 0 }}>
                {stars} star{stars === 1 ? '' : 's'}
              </Typography>
              <LinearProgress
                variant="determinate"
                value={share}
                aria-label={`${stars} star${stars === 1 ? '' : 's'}: ${share}% of reviews`}
                sx={{ flex: 1, height: 8, borderRadius: 4 }}
              />
              <Typography variant="body2" sx={{ width: 40, flexShrink: 0, textAlign: 'end', color: 'text.secondary' }}>
                {share}%
              </Typography>
            </Stack>
          );
        })}
      </Stack>
    </Box>
  );
}
