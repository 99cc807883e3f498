import { Button } from '@mui/base/Button';
import clsx from 'clsx';
import classes from './css.module.css';

export default function AccessibilityFocusRing() {
  return (
    <div className={classes.row}>
      <Button className={clsx(classes.button, classes.onFocus)}>Ring on :focus</Button>
      <Button className={clsx(classes.button, classes.onFocusVisible)}>Ring on keyboard focus only</Button>
    </div>
  );
}
