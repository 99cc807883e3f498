import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import PostArt from './PostArt';
import PostMeta from './PostMeta';
import StoryLink from './StoryLink';
import type { Post } from './data';

export default function PostCard({ post, onOpen }: { post: Post; onOpen: (post: Post) => void }) {
  return (
    <Card
      component="article"
      sx={{
        position: 'relative',
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        bgcolor: 'transparent',
        '&:hover svg': { transform: 'scale(1.03)' },
      }}
    >
      <Box sx={{ overflow: 'hidden', borderRadius: 1, mb: 2 }}>
        <PostArt art={post.art} sx={{ transition: 'transform 0.3s' }} />
      </Box>
      <Typography variant="overline" component="p" sx={{ color: 'primary.main', lineHeight: 1.5 }}>
        {post.topic}
      </Typography>
      <Typography variant="h3" sx={{ mt: 0.5 }}>
        <StoryLink title={post.title} onOpen={() => onOpen(post)} />
      </Typography>
      <Typography
        sx={{
          color: 'text.secondary',
          mt: 1,
          mb: 2,
          flex: 1,
          // Three lines at most, so the cards of a row line up.
          display: '-webkit-box',
          WebkitLineClamp: 3,
          WebkitBoxOrient: 'vertical',
          overflow: 'hidden',
        }}
      >
        {post.excerpt}
      </Typography>
      <PostMeta post={post} />
    </Card>
  );
}
