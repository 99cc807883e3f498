import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { Post } from './data';
import { formatDate, initials } from './format';

/** Author, date and reading time under a post's title. */
export default function PostMeta({ post, size = 'small' }: { post: Post; size?: 'small' | 'large' }) {
  const avatar = size === 'large' ? 40 : 32;
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
      <Avatar
        aria-hidden="true"
        sx={{ width: avatar, height: avatar, fontSize: avatar * 0.4, bgcolor: 'text.primary', color: 'background.paper' }}
      >
        {initials(post.author.name)}
      </Avatar>
      <Box sx={{ minWidth: 0 }}>
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          {post.author.name}
          {size === 'large' && (
            <Box component="span" sx={{ fontWeight: 400, color: 'text.secondary' }}>
              {`, ${post.author.role}`}
            </Box>
          )}
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          <time dateTime={post.date}>{formatDate(post.date)}</time> · {post.minutes} min read
        </Typography>
      </Box>
    </Box>
  );
}
