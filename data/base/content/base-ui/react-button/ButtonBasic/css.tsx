import { Button } from '@mui/base/Button';
import classes from './css.module.css';

export default function ButtonBasic() {
  return (
    <div className={classes.row}>
      <Button className={`${classes.button} ${classes.primary}`}>Send invoice</Button>
      <Button className={`${classes.button} ${classes.secondary}`}>Save as draft</Button>
    </div>
  );
}
