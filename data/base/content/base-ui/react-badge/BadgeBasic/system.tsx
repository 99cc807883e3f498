import { Badge } from '@mui/base/Badge';
import { styled } from '@mui/system';
import NotificationsNoneRoundedIcon from '@mui/icons-material/NotificationsNoneRounded';
import MailOutlineRoundedIcon from '@mui/icons-material/MailOutlineRounded';
import ShoppingCartOutlinedIcon from '@mui/icons-material/ShoppingCartOutlined';

export default function BadgeBasic() {
  return (
    <Toolbar>
      <IconButton type="button" aria-label="Notifications, 4 new">
        <CountBadge badgeContent={4}>
          <NotificationsNoneRoundedIcon />
        </CountBadge>
      </IconButton>
      <IconButton type="button" aria-label="Messages, 12 unread">
        <CountBadge badgeContent={12}>
          <MailOutlineRoundedIcon />
        </CountBadge>
      </IconButton>
      <IconButton type="button" aria-label="Cart, 2 items">
        <CountBadge badgeContent={2}>
          <ShoppingCartOutlinedIcon />
        </CountBadge>
      </IconButton>
    </Toolbar>
  );
}

const Toolbar = styled('div')({
  display: 'flex',
  flexWrap: 'wrap',
  gap: 16,
});

const IconButton = styled('button')(({ theme }) => ({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 44,
  height: 44,
  padding: 0,
  fontFamily: 'inherit',
  border: '1px solid #6b7280',
  borderRadius: 10,
  backgroundColor: 'transparent',
  color: '#111827',
  cursor: 'pointer',
  '&:hover': { backgroundColor: '#f3f4f6' },
  '&:focus-visible': { outline: '2px solid #1d4ed8', outlineOffset: 2 },
  ...theme.applyStyles('dark', {
    borderColor: '#9ca3af',
    color: '#f3f4f6',
    '&:hover': { backgroundColor: '#1f2937' },
    '&:focus-visible': { outlineColor: '#93c5fd' },
  }),
}));

const CountBadge = styled(Badge)(({ theme }) => ({
  position: 'relative',
  display: 'inline-flex',
  '& .base-Badge-badge': {
    position: 'absolute',
    top: 0,
    right: 0,
    transform: 'translate(50%, -50%)',
    boxSizing: 'border-box',
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    minWidth: 20,
    height: 20,
    padding: '0 6px',
    borderRadius: 10,
    backgroundColor: '#dc2626',
    color: '#fff',
    fontSize: 12,
    fontWeight: 700,
    lineHeight: 1,
    // A ring in the colour of the page separates the badge from the icon under it.
    boxShadow: '0 0 0 2px #fff',
    ...theme.applyStyles('dark', { boxShadow: '0 0 0 2px #0b1117' }),
  },
}));
