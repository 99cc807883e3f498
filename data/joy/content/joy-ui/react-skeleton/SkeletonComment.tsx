import * as React from 'react';
import Avatar from '@mui/joy/Avatar';
import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import Skeleton from '@mui/joy/Skeleton';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';

const comments = [
  {
    initials: 'IB',
    author: 'Ines Barros',
    time: '2 hours ago',
    text: 'The new bike lane on Quay Street is great, but the crossing at the bakery still needs a proper light.',
  },
  {
    initials: 'TK',
    author: 'Tomasz Kowal',
    time: '45 minutes ago',
    text: 'Agreed. The council meeting on the 14th takes questions from residents; worth raising there.',
  },
];

export default function SkeletonComment() {
  const [loading, setLoading] = React.useState(true);
  return (
    <Stack spacing={3} sx={{ width: '100%', maxWidth: 480 }} aria-busy={loading}>
      {comments.map((comment) => (
        <Box key={comment.author} sx={{ display: 'flex', gap: 1.5 }}>
          <Avatar size="sm">
            <Skeleton loading={loading}>{comment.initials}</Skeleton>
          </Avatar>
          <Box sx={{ flex: 1 }}>
            <Typography level="title-sm">
              <Skeleton loading={loading}>
                {comment.author}{' '}
                <Typography level="body-xs" component="span">
                  {comment.time}
                </Typography>
              </Skeleton>
            </Typography>
            {loading ? (
              <Box sx={{ mt: 0.5 }}>
                <Skeleton variant="text" level="body-sm" />
                <Skeleton variant="text" level="body-sm" width="70%" />
              </Box>
            ) : (
              <Typography level="body-sm" sx={{ mt: 0.5 }}>
                {comment.text}
              </Typography>
            )}
          </Box>
        </Box>
      ))}
      <Button variant="outlined" color="neutral" sx={{ alignSelf: 'flex-start' }} onClick={() => setLoading((current) => !current)}>
        {loading ? 'Load comments' : 'Show the skeleton'}
      </Button>
    </Stack>
  );
}
