import * as React from 'react';
import { Badge } from '@mui/base/Badge';
import FolderOutlinedIcon from '@mui/icons-material/FolderOutlined';
import classes from './css.module.css';

const CORNERS = [
  { value: 'top-right', label: 'Top right' },
  { value: 'top-left', label: 'Top left' },
  { value: 'bottom-right', label: 'Bottom right' },
  { value: 'bottom-left', label: 'Bottom left' },
] as const;

type Corner = (typeof CORNERS)[number]['value'];

export default function BadgePosition() {
  const [corner, setCorner] = React.useState<Corner>('top-right');
  const name = React.useId();
  return (
    <div className={classes.layout}>
      <fieldset className={classes.fieldset}>
        <legend className={classes.legend}>Corner</legend>
        {CORNERS.map((option) => (
          <label key={option.value} className={classes.radio}>
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={corner === option.value}
              onChange={() => setCorner(option.value)}
            />
            {option.label}
          </label>
        ))}
      </fieldset>
      <div aria-hidden className={classes.preview}>
        <Badge
          badgeContent={8}
          data-corner={corner}
          slotProps={{ root: { className: classes.badgeRoot }, badge: { className: classes.badge } }}
        >
          <span className={classes.tile}>
            <FolderOutlinedIcon />
          </span>
        </Badge>
        <Badge
          badgeContent={8}
          data-corner={corner}
          slotProps={{ root: { className: `${classes.badgeRoot} ${classes.circle}` }, badge: { className: classes.badge } }}
        >
          <span className={classes.avatar}>JM</span>
        </Badge>
      </div>
    </div>
  );
}
