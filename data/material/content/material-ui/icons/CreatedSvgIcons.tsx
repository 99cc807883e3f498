import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import { createSvgIcon } from '@mui/material/utils';

// Made once, used like any icon of @mui/icons-material: the second argument names it in React DevTools.
const BoardIcon = createSvgIcon(<path d="M4 4h4v16H4zm6 0h4v10h-4zm6 0h4v13h-4z" />, 'Board');
const ThreadIcon = createSvgIcon(<path d="M4 4h16v11H9l-5 4zm3 4v2h10V8zm0 3v2h7v-2z" />, 'Thread');

export default function CreatedSvgIcons() {
  return (
    <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center', justifyContent: 'center' }}>
      <Button variant="contained" startIcon={<BoardIcon />}>
        Board view
      </Button>
      <Chip icon={<ThreadIcon />} label="14 replies" variant="outlined" />
      <IconButton aria-label="Open the discussion" color="primary">
        <ThreadIcon />
      </IconButton>
      <BoardIcon color="success" fontSize="large" />
    </Stack>
  );
}
