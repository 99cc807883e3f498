import * as React from 'react';
import { Badge } from '@mui/base/Badge';
import ShoppingCartOutlinedIcon from '@mui/icons-material/ShoppingCartOutlined';
import classes from './css.module.css';

export default function BadgeVisibility() {
  const [items, setItems] = React.useState(2);
  const [hidden, setHidden] = React.useState(false);
  const [showZero, setShowZero] = React.useState(false);
  return (
    <div className={classes.layout}>
      <button
        type="button"
        className={classes.iconButton}
        aria-label={items === 0 ? 'Cart, empty' : `Cart, ${items} ${items === 1 ? 'item' : 'items'}`}
      >
        <Badge
          badgeContent={items}
          invisible={hidden}
          showZero={showZero}
          slotProps={{ root: { className: classes.badgeRoot }, badge: { className: classes.badge } }}
        >
          <ShoppingCartOutlinedIcon />
        </Badge>
      </button>
      <div className={classes.controls}>
        <div className={classes.row}>
          <button
            type="button"
            className={classes.action}
            onClick={() => setItems((count) => Math.max(0, count - 1))}
            disabled={items === 0}
          >
            Remove item
          </button>
          <button type="button" className={classes.action} onClick={() => setItems((count) => count + 1)}>
            Add item
          </button>
        </div>
        <div className={classes.row}>
          <label className={classes.check}>
            <input type="checkbox" checked={hidden} onChange={(event) => setHidden(event.target.checked)} />
            Hide badge
          </label>
          <label className={classes.check}>
            <input type="checkbox" checked={showZero} onChange={(event) => setShowZero(event.target.checked)} />
            Show zero
          </label>
        </div>
      </div>
    </div>
  );
}
