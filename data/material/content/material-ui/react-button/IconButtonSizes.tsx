import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import NotificationsIcon from '@mui/icons-material/Notifications';

const sizes = ['small', 'medium', 'large'] as const;

export default function IconButtonSizes() {
  return (
    <Stack spacing={2}>
      <div>
        <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1 }}>
          Icon follows the button (fontSize=&quot;inherit&quot;)
        </Typography>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
          {sizes.map((size) => (
            <IconButton key={size} size={size} aria-label={`Notifications, ${size}`}>
              <NotificationsIcon fontSize="inherit" />
            </IconButton>
          ))}
        </Stack>
      </div>
      <div>
        <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1 }}>
          Icon keeps its own size; only the padding changes
        </Typography>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
          {sizes.map((size) => (
            <IconButton key={size} size={size} aria-label={`Notifications, ${size} with a fixed icon`}>
              <NotificationsIcon />
            </IconButton>
          ))}
        </Stack>
      </div>
    </Stack>
  );
}
