import { Badge } from '@mui/base/Badge';
import CheckRoundedIcon from '@mui/icons-material/CheckRounded';
import DownloadRoundedIcon from '@mui/icons-material/DownloadRounded';
import classes from './css.module.css';

export default function BadgeContent() {
  return (
    <div className={classes.row}>
      {/* An icon: the avatar's accessible name already says what the tick means. */}
      <Badge
        badgeContent={<CheckRoundedIcon fontSize="inherit" />}
        slotProps={{
          root: { className: classes.badgeRoot },
          badge: { 'aria-hidden': true, className: classes.iconBadge },
        }}
      >
        <span role="img" aria-label="Amara Reyes, verified account" className={classes.avatar}>
          AR
        </span>
      </Badge>
      {/* A word: it is part of the button's text, so it is read with it. */}
      <button type="button" className={classes.textButton}>
        <Badge badgeContent="New" slotProps={{ root: { className: classes.badgeRoot }, badge: { className: classes.wordBadge } }}>
          Changelog
        </Badge>
      </button>
      {/* A number: the button's label spells out what it counts. */}
      <button type="button" aria-label="Downloads, 3 in progress" className={classes.iconButton}>
        <Badge badgeContent={3} slotProps={{ root: { className: classes.badgeRoot }, badge: { className: classes.countBadge } }}>
          <DownloadRoundedIcon />
        </Badge>
      </button>
    </div>
  );
}
