import Box from '@mui/joy/Box';
import IconButton from '@mui/joy/IconButton';
import Tooltip from '@mui/joy/Tooltip';
import PushPinOutlined from '@mui/icons-material/PushPinOutlined';
import ShareOutlined from '@mui/icons-material/ShareOutlined';
import BookmarkBorder from '@mui/icons-material/BookmarkBorder';

export default function ArrowTooltips() {
  return (
    <Box sx={{ display: 'flex', gap: 2, py: 1 }}>
      <Tooltip title="Pin to the top" arrow>
        <IconButton variant="soft">
          <PushPinOutlined />
        </IconButton>
      </Tooltip>
      <Tooltip title="Share" arrow variant="outlined" placement="top">
        <IconButton variant="soft">
          <ShareOutlined />
        </IconButton>
      </Tooltip>
      <Tooltip title="Save for later" arrow color="primary" variant="soft" placement="right">
        <IconButton variant="soft">
          <BookmarkBorder />
        </IconButton>
      </Tooltip>
    </Box>
  );
}
