import * as React from 'react';
import { Switch } from '@mui/base/Switch';
import classes from './css.module.css';

export default function SwitchControlled() {
  const [away, setAway] = React.useState(false);
  return (
    <div>
      <label className={classes.row}>
        Out-of-office reply
        <Switch
          checked={away}
          onChange={(event) => setAway(event.target.checked)}
          slotProps={{
            root: { className: classes.switch },
            track: { className: classes.track },
            thumb: { className: classes.thumb },
            input: { className: classes.input },
          }}
        />
      </label>
      <p role="status" className={classes.status}>
        {away ? 'Senders get your out-of-office reply until you switch it off.' : 'Out-of-office reply is off.'}
      </p>
    </div>
  );
}
