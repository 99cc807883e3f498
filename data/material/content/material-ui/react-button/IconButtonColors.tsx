import AppBar from '@mui/material/AppBar';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import MenuIcon from '@mui/icons-material/Menu';
import SearchIcon from '@mui/icons-material/Search';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import DeleteForeverIcon from '@mui/icons-material/DeleteForever';
import BookmarkIcon from '@mui/icons-material/Bookmark';
import PushPinIcon from '@mui/icons-material/PushPin';

export default function IconButtonColors() {
  return (
    <Stack spacing={3}>
      <AppBar position="static" sx={{ borderRadius: 1 }}>
        <Toolbar variant="dense">
          <IconButton color="inherit" edge="start" aria-label="Open navigation">
            <MenuIcon />
          </IconButton>
          <Typography variant="subtitle1" component="span" sx={{ flexGrow: 1, ml: 1 }}>
            Orders
          </Typography>
          <IconButton color="inherit" edge="end" aria-label="Search orders">
            <SearchIcon />
          </IconButton>
        </Toolbar>
      </AppBar>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <IconButton aria-label="Pin note">
          <PushPinIcon />
        </IconButton>
        <IconButton color="primary" aria-label="Bookmark note">
          <BookmarkIcon />
        </IconButton>
        <IconButton color="success" aria-label="Mark as done">
          <CheckCircleIcon />
        </IconButton>
        <IconButton color="error" aria-label="Delete note permanently">
          <DeleteForeverIcon />
        </IconButton>
      </Stack>
    </Stack>
  );
}
