import { Badge } from '@mui/base/Badge';
import NotificationsNoneRoundedIcon from '@mui/icons-material/NotificationsNoneRounded';
import MailOutlineRoundedIcon from '@mui/icons-material/MailOutlineRounded';
import ShoppingCartOutlinedIcon from '@mui/icons-material/ShoppingCartOutlined';

const iconButton =
  'inline-flex size-11 cursor-pointer font-[inherit] items-center justify-center rounded-[10px] border border-solid border-gray-500 bg-transparent p-0 text-gray-900 hover:bg-gray-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700 dark:border-gray-400 dark:text-gray-100 dark:hover:bg-gray-800 dark:focus-visible:outline-blue-300';

// A ring in the colour of the page separates the badge from the icon under it.
const badgeSlotProps = {
  root: { className: 'relative inline-flex' },
  badge: {
    className:
      'absolute top-0 right-0 box-border flex h-5 min-w-5 translate-x-1/2 -translate-y-1/2 items-center justify-center rounded-[10px] bg-red-600 px-1.5 text-xs leading-none font-bold text-white shadow-[0_0_0_2px_#fff] dark:shadow-[0_0_0_2px_#0b1117]',
  },
};

export default function BadgeBasic() {
  return (
    <div className="flex flex-wrap gap-4">
      <button type="button" className={iconButton} aria-label="Notifications, 4 new">
        <Badge badgeContent={4} slotProps={badgeSlotProps}>
          <NotificationsNoneRoundedIcon />
        </Badge>
      </button>
      <button type="button" className={iconButton} aria-label="Messages, 12 unread">
        <Badge badgeContent={12} slotProps={badgeSlotProps}>
          <MailOutlineRoundedIcon />
        </Badge>
      </button>
      <button type="button" className={iconButton} aria-label="Cart, 2 items">
        <Badge badgeContent={2} slotProps={badgeSlotProps}>
          <ShoppingCartOutlinedIcon />
        </Badge>
      </button>
    </div>
  );
}
