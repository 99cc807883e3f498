import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import PostArt from './PostArt';
import PostMeta from './PostMeta';
import type { Post } from './data';

export default function FeaturedPost({ post, onOpen }: { post: Post; onOpen: (post: Post) => void }) {
  return (
    <Box
      component="article"
      aria-labelledby="featured-title"
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', md: '7fr 5fr' },
        gap: { xs: 3, md: 5 },
        alignItems: 'center',
      }}
    >
      <Box sx={{ borderRadius: 1, overflow: 'hidden' }}>
        <PostArt art={post.art} />
      </Box>
      <div>
        <Typography variant="overline" component="p" sx={{ color: 'primary.main' }}>
          Featured · {post.topic}
        </Typography>
        <Typography id="featured-title" variant="h2" sx={{ fontSize: { xs: '1.75rem', md: '2.25rem' }, mt: 1 }}>
          {post.title}
        </Typography>
        <Typography sx={{ color: 'text.secondary', fontSize: '1.075rem', mt: 2, mb: 3 }}>{post.excerpt}</Typography>
        <PostMeta post={post} size="large" />
        <Button
          variant="contained"
          endIcon={<ArrowForwardIcon />}
          onClick={() => onOpen(post)}
          aria-haspopup="dialog"
          // The visible text alone would not say which story; the name does.
          aria-label={`Read the story: ${post.title}`}
          sx={{ mt: 3 }}
        >
          Read the story
        </Button>
      </div>
    </Box>
  );
}
