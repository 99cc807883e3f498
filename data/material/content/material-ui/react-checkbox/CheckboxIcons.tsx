import Checkbox from '@mui/material/Checkbox';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import Favorite from '@mui/icons-material/Favorite';
import FavoriteBorder from '@mui/icons-material/FavoriteBorder';
import Bookmark from '@mui/icons-material/Bookmark';
import BookmarkBorder from '@mui/icons-material/BookmarkBorder';
import NotificationsActive from '@mui/icons-material/NotificationsActive';
import NotificationsNone from '@mui/icons-material/NotificationsNone';

export default function CheckboxIcons() {
  return (
    <Stack spacing={1}>
      <Typography variant="subtitle1" component="p">
        Sourdough starter: a beginner&apos;s guide
      </Typography>
      <Stack direction="row" spacing={1}>
        <Checkbox
          icon={<FavoriteBorder />}
          checkedIcon={<Favorite />}
          color="error"
          slotProps={{ input: { 'aria-label': 'Like this article' } }}
        />
        <Checkbox
          icon={<BookmarkBorder />}
          checkedIcon={<Bookmark />}
          defaultChecked
          slotProps={{ input: { 'aria-label': 'Save for later' } }}
        />
        <Checkbox
          icon={<NotificationsNone />}
          checkedIcon={<NotificationsActive />}
          color="secondary"
          slotProps={{ input: { 'aria-label': 'Notify me about new comments' } }}
        />
      </Stack>
    </Stack>
  );
}
