import { Switch } from '@mui/base/Switch';
import classes from './css.module.css';

export default function SwitchBasic() {
  return (
    <div>
      <label className={classes.row}>
        Email me a weekly summary
        <Switch
          defaultChecked
          slotProps={{
            root: { className: classes.switch },
            track: { className: classes.track },
            thumb: { className: classes.thumb },
            input: { className: classes.input },
          }}
        />
      </label>
      <label className={classes.row}>
        Sync over mobile data
        <Switch
          slotProps={{
            root: { className: classes.switch },
            track: { className: classes.track },
            thumb: { className: classes.thumb },
            input: { className: classes.input },
          }}
        />
      </label>
      <label className={classes.row}>
        Two-step sign-in (required by your organisation)
        <Switch
          defaultChecked
          disabled
          slotProps={{
            root: { className: classes.switch },
            track: { className: classes.track },
            thumb: { className: classes.thumb },
            input: { className: classes.input },
          }}
        />
      </label>
    </div>
  );
}
