import { Button } from '@mui/base/Button';
import classes from './css.module.css';

export default function QuickstartButtonStates() {
  return (
    <div className={classes.row}>
      <Button className={classes.button}>Export CSV</Button>
      <Button className={classes.button} disabled>
        Export PDF
      </Button>
      <Button className={classes.button} disabled focusableWhenDisabled>
        Export XLSX (focusable)
      </Button>
    </div>
  );
}
