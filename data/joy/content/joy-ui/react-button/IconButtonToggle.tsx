import * as React from 'react';
import Box from '@mui/joy/Box';
import CircularProgress from '@mui/joy/CircularProgress';
import IconButton from '@mui/joy/IconButton';
import Typography from '@mui/joy/Typography';
import Favorite from '@mui/icons-material/Favorite';
import FavoriteBorder from '@mui/icons-material/FavoriteBorder';
import Bookmark from '@mui/icons-material/Bookmark';
import BookmarkBorder from '@mui/icons-material/BookmarkBorder';
import PrintOutlined from '@mui/icons-material/PrintOutlined';

export default function IconButtonToggle() {
  const [liked, setLiked] = React.useState(false);
  const [saved, setSaved] = React.useState(false);
  const [saving, setSaving] = React.useState(false);
  const timer = React.useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  React.useEffect(() => () => clearTimeout(timer.current), []);

  const toggleSaved = () => {
    setSaving(true);
    timer.current = setTimeout(() => {
      setSaved((value) => !value);
      setSaving(false);
    }, 1200);
  };

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}>
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
        <IconButton
          aria-label="Like this recipe"
          aria-pressed={liked}
          variant={liked ? 'soft' : 'plain'}
          color={liked ? 'danger' : 'neutral'}
          onClick={() => setLiked((value) => !value)}
        >
          {liked ? <Favorite /> : <FavoriteBorder />}
        </IconButton>
        <IconButton
          aria-label="Save to my cookbook"
          aria-pressed={saved}
          loading={saving}
          loadingIndicator={<CircularProgress thickness={3} aria-label="Saving" />}
          variant={saved ? 'soft' : 'plain'}
          color={saved ? 'primary' : 'neutral'}
          onClick={toggleSaved}
        >
          {saved ? <Bookmark /> : <BookmarkBorder />}
        </IconButton>
        <IconButton aria-label="Print recipe (unavailable offline)" disabled variant="plain">
          <PrintOutlined />
        </IconButton>
      </Box>
      <Typography level="body-sm" role="status">
        {liked ? 'Liked' : 'Not liked'} · {saving ? 'Saving…' : saved ? 'In your cookbook' : 'Not saved'}
      </Typography>
    </Box>
  );
}
