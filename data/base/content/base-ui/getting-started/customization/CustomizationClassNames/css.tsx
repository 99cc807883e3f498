import { Switch } from '@mui/base/Switch';
import classes from './css.module.css';

export default function CustomizationClassNames() {
  return (
    <label className={classes.label}>
      <Switch defaultChecked />
      Email me a weekly summary
    </label>
  );
}
