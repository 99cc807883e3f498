import * as React from 'react';
import Avatar from '@mui/joy/Avatar';
import Box from '@mui/joy/Box';
import Skeleton from '@mui/joy/Skeleton';
import Switch from '@mui/joy/Switch';
import Typography from '@mui/joy/Typography';

export default function SkeletonAvatar() {
  const [loading, setLoading] = React.useState(true);
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 3 }}>
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'center' }}>
        <Avatar size="lg" color="primary">
          <Skeleton loading={loading}>RT</Skeleton>
        </Avatar>
        <div>
          <Typography level="title-sm">
            <Skeleton loading={loading}>Rosa Thibault</Skeleton>
          </Typography>
          <Typography level="body-xs">
            <Skeleton loading={loading}>Harbour master · online</Skeleton>
          </Typography>
        </div>
      </Box>
      <Typography
        component="label"
        level="body-sm"
        endDecorator={<Switch checked={loading} onChange={(event) => setLoading(event.target.checked)} />}
      >
        Loading
      </Typography>
    </Box>
  );
}
