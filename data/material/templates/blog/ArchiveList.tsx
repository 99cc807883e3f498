import Box from '@mui/material/Box';
import Pagination from '@mui/material/Pagination';
import Typography from '@mui/material/Typography';
import StoryLink from './StoryLink';
import { ARCHIVE_PAGE_SIZE, type Post } from './data';
import { formatDate } from './format';

interface ArchiveListProps {
  posts: Post[];
  page: number;
  onPageChange: (page: number) => void;
  onOpen: (post: Post) => void;
}

/** Older posts as a compact list, a page at a time. */
export default function ArchiveList({ posts, page, onPageChange, onOpen }: ArchiveListProps) {
  const pageCount = Math.max(1, Math.ceil(posts.length / ARCHIVE_PAGE_SIZE));
  const visible = posts.slice((page - 1) * ARCHIVE_PAGE_SIZE, page * ARCHIVE_PAGE_SIZE);

  if (posts.length === 0) {
    return <Typography sx={{ color: 'text.secondary', py: 3 }}>No older posts match these filters.</Typography>;
  }

  return (
    <>
      <Box component="ol" sx={{ listStyle: 'none', m: 0, p: 0, borderTop: 1, borderColor: 'divider' }}>
        {visible.map((post) => (
          <Box
            component="li"
            key={post.id}
            sx={{
              position: 'relative',
              display: 'grid',
              gridTemplateColumns: { xs: '1fr', sm: '140px 1fr auto' },
              alignItems: 'baseline',
              gap: { xs: 0.5, sm: 3 },
              py: 2.5,
              borderBottom: 1,
              borderColor: 'divider',
              '&:hover h3': { color: 'primary.main' },
            }}
          >
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              <time dateTime={post.date}>{formatDate(post.date)}</time>
            </Typography>
            <div>
              <Typography variant="h3" sx={{ fontSize: '1.15rem' }}>
                <StoryLink title={post.title} onOpen={() => onOpen(post)} />
              </Typography>
              <Typography variant="body2" sx={{ color: 'text.secondary', mt: 0.5 }}>
                {post.author.name} · {post.minutes} min read
              </Typography>
            </div>
            <Typography variant="overline" component="p" sx={{ color: 'primary.main', lineHeight: 1.5 }}>
              {post.topic}
            </Typography>
          </Box>
        ))}
      </Box>
      {pageCount > 1 && (
        <Pagination
          count={pageCount}
          page={page}
          onChange={(_, next) => onPageChange(next)}
          shape="rounded"
          sx={{ mt: 3, display: 'flex', justifyContent: 'center' }}
          // Labels the navigation landmark Pagination renders.
          aria-label="Archive pages"
        />
      )}
    </>
  );
}
