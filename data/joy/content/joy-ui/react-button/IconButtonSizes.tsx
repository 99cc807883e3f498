import Box from '@mui/joy/Box';
import IconButton from '@mui/joy/IconButton';
import NotificationsNoneOutlined from '@mui/icons-material/NotificationsNoneOutlined';

export default function IconButtonSizes() {
  return (
    <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap', alignItems: 'center' }}>
      <IconButton size="sm" variant="outlined" aria-label="Notifications (small)">
        <NotificationsNoneOutlined />
      </IconButton>
      <IconButton size="md" variant="outlined" aria-label="Notifications (medium)">
        <NotificationsNoneOutlined />
      </IconButton>
      <IconButton size="lg" variant="outlined" aria-label="Notifications (large)">
        <NotificationsNoneOutlined />
      </IconButton>
      <IconButton variant="outlined" aria-label="Notifications (56 pixels)" sx={{ '--IconButton-size': '56px' }}>
        <NotificationsNoneOutlined />
      </IconButton>
    </Box>
  );
}
