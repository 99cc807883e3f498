import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';

export default function ProfileSkeleton() {
  const [loading, setLoading] = React.useState(true);

  return (
    <Box sx={{ maxWidth: 320 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mb: 2 }} aria-busy={loading}>
        {loading ? (
          <Skeleton variant="circular" width={48} height={48} />
        ) : (
          <Box aria-hidden sx={{ width: 48, height: 48, borderRadius: '50%', bgcolor: '#8d6e63' }} />
        )}
        <Box sx={{ flex: 1 }}>
          {loading ? <Skeleton width="70%" /> : <Typography>Marta Lindqvist</Typography>}
          {loading ? <Skeleton width="45%" /> : <Typography variant="body2">Beekeeper, Uppsala</Typography>}
        </Box>
      </Box>
      <Button size="small" onClick={() => setLoading(!loading)}>
        {loading ? 'Finish loading' : 'Show the placeholder'}
      </Button>
    </Box>
  );
}
