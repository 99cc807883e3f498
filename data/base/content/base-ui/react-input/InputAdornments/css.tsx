import * as React from 'react';
import { Input } from '@mui/base/Input';
import { Button } from '@mui/base/Button';
import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import classes from './css.module.css';

const slotProps = { root: { className: classes.root }, input: { className: classes.input } };

export default function InputAdornments() {
  const budgetId = React.useId();
  const passwordId = React.useId();
  const [visible, setVisible] = React.useState(false);
  return (
    <div className={classes.stack}>
      <div className={classes.field}>
        <label htmlFor={budgetId} className={classes.label}>
          Monthly budget
        </label>
        <Input
          id={budgetId}
          defaultValue="1,250"
          startAdornment={<span className={classes.adornment}>€</span>}
          endAdornment={<span className={classes.adornment}>per month</span>}
          slotProps={slotProps}
        />
      </div>
      <div className={classes.field}>
        <label htmlFor={passwordId} className={classes.label}>
          Password
        </label>
        <Input
          id={passwordId}
          type={visible ? 'text' : 'password'}
          autoComplete="new-password"
          endAdornment={
            <Button
              aria-label={visible ? 'Hide password' : 'Show password'}
              onClick={() => setVisible((value) => !value)}
              className={classes.toggle}
            >
              {visible ? <VisibilityOff fontSize="small" /> : <Visibility fontSize="small" />}
            </Button>
          }
          slotProps={slotProps}
        />
      </div>
    </div>
  );
}
