import * as React from 'react';
import { Switch, SwitchThumbSlotProps } from '@mui/base/Switch';
import clsx from 'clsx';
import classes from './css.module.css';

const IconThumb = React.forwardRef<HTMLSpanElement, SwitchThumbSlotProps>(function IconThumb(props, ref) {
  const { ownerState, children, className, ...other } = props;
  return (
    <span {...other} ref={ref} aria-hidden className={clsx(className, classes.thumb, ownerState.checked && classes.thumbOn)}>
      {ownerState.checked ? '☾' : '☀'}
      {children}
    </span>
  );
});

export default function CustomizationSlots() {
  return (
    <label className={classes.label}>
      <Switch
        slots={{ thumb: IconThumb, track: null }}
        slotProps={{ root: { className: classes.root }, input: { className: classes.input } }}
      />
      Dark theme in the code editor
    </label>
  );
}
