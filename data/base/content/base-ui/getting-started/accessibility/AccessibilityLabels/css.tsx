import * as React from 'react';
import { Button } from '@mui/base/Button';
import { Input } from '@mui/base/Input';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import classes from './css.module.css';

export default function AccessibilityLabels() {
  const id = React.useId();
  const [removed, setRemoved] = React.useState(false);
  return (
    <div className={classes.stack}>
      <div className={classes.row}>
        <div className={classes.field}>
          <label htmlFor={`${id}-start`}>Quiet hours start</label>
          <Input
            id={`${id}-start`}
            type="time"
            defaultValue="22:00"
            slotProps={{
              root: { className: classes.inputRoot },
              input: { className: classes.input, 'aria-describedby': `${id}-hint` },
            }}
          />
        </div>
        <Button aria-label="Remove quiet hours" onClick={() => setRemoved(true)} disabled={removed} className={classes.iconButton}>
          <DeleteOutlineIcon fontSize="small" />
        </Button>
      </div>
      <p id={`${id}-hint`} className={classes.hint}>
        Notifications stay silent until 7:00.
      </p>
      <p role="status" className={classes.hint}>
        {removed ? 'Quiet hours removed.' : ''}
      </p>
    </div>
  );
}
