import { useSwitch } from '@mui/base/useSwitch';
import clsx from 'clsx';
import classes from './css.module.css';

function PillToggle(props: { label: string; defaultChecked?: boolean }) {
  const { label, defaultChecked } = props;
  const { checked, focusVisible, getInputProps } = useSwitch({ defaultChecked });
  return (
    <span className={clsx(classes.pill, checked && classes.checked, focusVisible && classes.focusVisible)}>
      <input {...getInputProps()} aria-label={label} className={classes.input} />
      <span aria-hidden>{checked ? '✓' : '+'}</span>
      {label}
    </span>
  );
}

export default function CustomizationHook() {
  return (
    <fieldset className={classes.fieldset}>
      <legend className={classes.legend}>Dietary filters</legend>
      <div className={classes.row}>
        <PillToggle label="Vegetarian" defaultChecked />
        <PillToggle label="Gluten free" />
        <PillToggle label="Nut free" />
      </div>
    </fieldset>
  );
}
