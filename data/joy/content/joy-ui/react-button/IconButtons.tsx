import Box from '@mui/joy/Box';
import IconButton from '@mui/joy/IconButton';
import EditOutlined from '@mui/icons-material/EditOutlined';
import ShareOutlined from '@mui/icons-material/ShareOutlined';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import MoreVert from '@mui/icons-material/MoreVert';

export default function IconButtons() {
  return (
    <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap', alignItems: 'center' }}>
      <IconButton variant="solid" aria-label="Edit document">
        <EditOutlined />
      </IconButton>
      <IconButton variant="soft" color="primary" aria-label="Share document">
        <ShareOutlined />
      </IconButton>
      <IconButton variant="outlined" color="danger" aria-label="Delete document">
        <DeleteOutline />
      </IconButton>
      <IconButton aria-label="More actions">
        <MoreVert />
      </IconButton>
    </Box>
  );
}
