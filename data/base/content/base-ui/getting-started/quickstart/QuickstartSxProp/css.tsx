import { Button } from '@mui/base/Button';
import clsx from 'clsx';
import classes from './css.module.css';

export default function QuickstartSxProp() {
  return (
    <div className={classes.row}>
      <Button className={clsx(classes.button, classes.danger)}>Delete workspace</Button>
      <Button className={clsx(classes.button, classes.outlined)}>Keep workspace</Button>
    </div>
  );
}
