import clsx from 'clsx';
import { useSwitch, UseSwitchParameters } from '@mui/base/useSwitch';
import classes from './css.module.css';

function PillSwitch(props: UseSwitchParameters & { label: string }) {
  const { label, ...parameters } = props;
  const { getInputProps, checked, focusVisible } = useSwitch(parameters);
  return (
    <span className={clsx(classes.root, checked && classes.checked, focusVisible && classes.focusVisible)}>
      <input {...getInputProps()} aria-label={label} className={classes.input} />
      <span aria-hidden>{checked ? 'On' : 'Off'}</span>
    </span>
  );
}

export default function UseSwitch() {
  return <PillSwitch label="Holiday mode" defaultChecked />;
}
