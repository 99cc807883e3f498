import * as React from 'react';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Skeleton from '@mui/material/Skeleton';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';

function ProfileHeader({ loading }: { loading: boolean }) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
      {loading ? (
        // Wrapping the real element sizes the skeleton from it: no numbers to keep in sync.
        <Skeleton variant="circular">
          <Avatar sx={{ width: 56, height: 56 }} />
        </Skeleton>
      ) : (
        <Avatar sx={{ width: 56, height: 56, bgcolor: 'secondary.main' }}>LB</Avatar>
      )}
      <Box sx={{ minWidth: 0 }}>
        {loading ? (
          <Skeleton>
            <Typography variant="h6">Lucía Bernal</Typography>
          </Skeleton>
        ) : (
          <Typography variant="h6">Lucía Bernal</Typography>
        )}
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {loading ? <Skeleton width={140} /> : 'Product designer · Lisbon'}
        </Typography>
      </Box>
    </Box>
  );
}

export default function SkeletonChildren() {
  const [loading, setLoading] = React.useState(true);

  return (
    <Box>
      <FormControlLabel
        control={<Switch checked={loading} onChange={(event) => setLoading(event.target.checked)} />}
        label="Loading"
        sx={{ mb: 2 }}
      />
      <ProfileHeader loading={loading} />
    </Box>
  );
}
