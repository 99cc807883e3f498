import * as React from 'react';
import { Button } from '@mui/base/Button';
import classes from './css.module.css';

export default function QuickstartButton() {
  const [saved, setSaved] = React.useState(0);
  return (
    <div className={classes.row}>
      <Button className={classes.button} onClick={() => setSaved((count) => count + 1)}>
        Save draft
      </Button>
      <span role="status">{saved === 0 ? 'Not saved yet' : `Saved ${saved} time(s)`}</span>
    </div>
  );
}
