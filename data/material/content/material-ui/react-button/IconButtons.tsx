import * as React from 'react';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import FavoriteIcon from '@mui/icons-material/Favorite';
import ShareIcon from '@mui/icons-material/Share';

export default function IconButtons() {
  const [liked, setLiked] = React.useState(false);

  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
      <IconButton aria-label="Edit">
        <EditIcon />
      </IconButton>
      <IconButton aria-label="Share">
        <ShareIcon />
      </IconButton>
      <IconButton
        aria-label="Favorite"
        aria-pressed={liked}
        color={liked ? 'secondary' : 'default'}
        onClick={() => setLiked((prev) => !prev)}
      >
        <FavoriteIcon />
      </IconButton>
      <IconButton aria-label="Delete (unavailable)" disabled>
        <DeleteIcon />
      </IconButton>
    </Stack>
  );
}
