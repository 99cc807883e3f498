import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/Close';
import PostArt from './PostArt';
import PostMeta from './PostMeta';
import type { Post } from './data';

interface PostDialogProps {
  open: boolean;
  /** Kept after closing, so the story stays in place while the dialog fades out. */
  post: Post | null;
  onClose: () => void;
}

/** A reader for one story, in place of a separate article page in this one-page demo. */
export default function PostDialog({ open, post, onClose }: PostDialogProps) {
  return (
    <Dialog
      open={open && Boolean(post)}
      onClose={onClose}
      maxWidth="md"
      fullWidth
      scroll="body"
      aria-labelledby="reader-title"
      // Narrow side margins on phones, where every pixel of line length counts.
      sx={{ '& .MuiDialog-paper': { mx: { xs: 1, sm: 4 }, width: { xs: 'calc(100% - 16px)', sm: 'calc(100% - 64px)' } } }}
    >
      {post && (
        <>
          <IconButton
            aria-label="Close story"
            onClick={onClose}
            sx={{
              position: 'absolute',
              top: 8,
              right: 8,
              zIndex: 1,
              bgcolor: 'background.paper',
              '&:hover': { bgcolor: 'background.default' },
            }}
          >
            <CloseIcon />
          </IconButton>
          <PostArt art={post.art} sx={{ aspectRatio: '3 / 1' }} />
          <DialogTitle id="reader-title" component="h2" sx={{ typography: 'h2', fontSize: { xs: '1.5rem', sm: '2rem' }, pt: 3 }}>
            {post.title}
          </DialogTitle>
          <DialogContent>
            <Box sx={{ mb: 3 }}>
              <PostMeta post={post} size="large" />
            </Box>
            <Typography sx={{ fontSize: '1.15rem', mb: 2 }}>{post.excerpt}</Typography>
            <Typography sx={{ fontSize: '1.05rem', lineHeight: 1.75, color: 'text.secondary' }}>{post.body}</Typography>
          </DialogContent>
          <DialogActions sx={{ px: 3, pb: 3 }}>
            <Button onClick={onClose}>Back to the journal</Button>
          </DialogActions>
        </>
      )}
    </Dialog>
  );
}
