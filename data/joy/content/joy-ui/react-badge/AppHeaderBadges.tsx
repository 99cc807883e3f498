import * as React from 'react';
import Badge from '@mui/joy/Badge';
import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import IconButton from '@mui/joy/IconButton';
import Sheet from '@mui/joy/Sheet';
import Typography from '@mui/joy/Typography';
import NotificationsNoneRounded from '@mui/icons-material/NotificationsNoneRounded';
import ChatBubbleOutlineRounded from '@mui/icons-material/ChatBubbleOutlineRounded';
import ShoppingBagOutlined from '@mui/icons-material/ShoppingBagOutlined';

export default function AppHeaderBadges() {
  const [notifications, setNotifications] = React.useState(3);
  const [messages, setMessages] = React.useState(128);
  const [status, setStatus] = React.useState('');
  const bagItems = 2;

  return (
    <Sheet variant="outlined" sx={{ borderRadius: 'md', width: '100%', maxWidth: 560, mx: 'auto' }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, px: 2, py: 1, borderBottom: '1px solid', borderColor: 'divider' }}>
        <Typography level="title-md" sx={{ mr: 'auto' }}>
          Greenleaf Market
        </Typography>
        <IconButton variant="plain" aria-label={`Notifications, ${notifications} unread`}>
          <Badge badgeContent={notifications} color="danger" size="sm">
            <NotificationsNoneRounded />
          </Badge>
        </IconButton>
        {/* The name holds what the badge shows (99+), so that a reader who says what they see finds the button. */}
        <IconButton variant="plain" aria-label={`Messages, ${messages > 99 ? '99+' : messages} unread`}>
          <Badge badgeContent={messages} max={99} size="sm">
            <ChatBubbleOutlineRounded />
          </Badge>
        </IconButton>
        <IconButton variant="plain" aria-label={`Shopping bag, ${bagItems} items`}>
          <Badge badgeContent={bagItems} color="neutral" variant="soft" size="sm">
            <ShoppingBagOutlined />
          </Badge>
        </IconButton>
      </Box>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center', p: 2 }}>
        <Button
          size="sm"
          variant="outlined"
          color="neutral"
          disabled={notifications === 0 && messages === 0}
          onClick={() => {
            setNotifications(0);
            setMessages(0);
            setStatus('All notifications and messages marked as read.');
          }}
        >
          Mark all as read
        </Button>
        <Button
          size="sm"
          variant="plain"
          onClick={() => {
            setNotifications((value) => value + 1);
            setStatus('A new notification arrived.');
          }}
        >
          Simulate a notification
        </Button>
        <Typography level="body-sm" role="status" sx={{ flexBasis: '100%' }}>
          {status}
        </Typography>
      </Box>
    </Sheet>
  );
}
