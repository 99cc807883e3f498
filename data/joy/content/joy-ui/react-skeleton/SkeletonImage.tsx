import * as React from 'react';
import AspectRatio from '@mui/joy/AspectRatio';
import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import Skeleton from '@mui/joy/Skeleton';

export default function SkeletonImage() {
  const [loading, setLoading] = React.useState(true);
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 2, width: '100%' }}>
      <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(3, 1fr)', gap: 1, width: '100%', maxWidth: 420 }}>
        {['#0f766e, #134e4a', '#7c3aed, #4c1d95', '#be123c, #881337'].map((colors, index) => (
          <AspectRatio key={colors} ratio="1" sx={{ borderRadius: 'sm' }}>
            <Skeleton loading={loading} animation="wave">
              <div role="img" aria-label={`Gallery photo ${index + 1}`} style={{ background: `linear-gradient(135deg, ${colors})` }} />
            </Skeleton>
          </AspectRatio>
        ))}
      </Box>
      <Button variant="outlined" color="neutral" onClick={() => setLoading((current) => !current)}>
        {loading ? 'Load photos' : 'Reset'}
      </Button>
    </Box>
  );
}
