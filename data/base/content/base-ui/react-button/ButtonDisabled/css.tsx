import * as React from 'react';
import { Button } from '@mui/base/Button';
import classes from './css.module.css';

export default function ButtonDisabled() {
  const hintId = React.useId();
  return (
    <div className={classes.stack}>
      <div className={classes.row}>
        <Button disabled className={classes.button}>
          Archive project
        </Button>
        <Button disabled focusableWhenDisabled aria-describedby={hintId} className={classes.button}>
          Export to PDF
        </Button>
      </div>
      <p id={hintId} className={classes.hint}>
        PDF export is included in the Team plan.
      </p>
    </div>
  );
}
