import { Badge } from '@mui/base/Badge';
import NotificationsNoneRoundedIcon from '@mui/icons-material/NotificationsNoneRounded';
import MailOutlineRoundedIcon from '@mui/icons-material/MailOutlineRounded';
import ShoppingCartOutlinedIcon from '@mui/icons-material/ShoppingCartOutlined';
import classes from './css.module.css';

const badgeSlotProps = {
  root: { className: classes.badgeRoot },
  badge: { className: classes.badge },
};

export default function BadgeBasic() {
  return (
    <div className={classes.toolbar}>
      <button type="button" className={classes.iconButton} aria-label="Notifications, 4 new">
        <Badge badgeContent={4} slotProps={badgeSlotProps}>
          <NotificationsNoneRoundedIcon />
        </Badge>
      </button>
      <button type="button" className={classes.iconButton} aria-label="Messages, 12 unread">
        <Badge badgeContent={12} slotProps={badgeSlotProps}>
          <MailOutlineRoundedIcon />
        </Badge>
      </button>
      <button type="button" className={classes.iconButton} aria-label="Cart, 2 items">
        <Badge badgeContent={2} slotProps={badgeSlotProps}>
          <ShoppingCartOutlinedIcon />
        </Badge>
      </button>
    </div>
  );
}
