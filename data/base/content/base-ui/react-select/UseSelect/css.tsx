import * as React from 'react';
import { useSelect, SelectProvider } from '@mui/base/useSelect';
import { useOption } from '@mui/base/useOption';
import UnfoldMoreIcon from '@mui/icons-material/UnfoldMore';
import classes from './css.module.css';

const priorities = [
  { value: 'low', label: 'Low' },
  { value: 'medium', label: 'Medium' },
  { value: 'high', label: 'High' },
  { value: 'urgent', label: 'Urgent' },
];

function PriorityOption({ value, label }: { value: string; label: string }) {
  const { getRootProps, selected, highlighted } = useOption({ value, label, disabled: false });
  return (
    <li {...getRootProps()} data-selected={selected || undefined} data-highlighted={highlighted || undefined} className={classes.option}>
      {label}
    </li>
  );
}

export default function UseSelect() {
  const buttonId = React.useId();
  const listboxId = React.useId();
  const { getButtonProps, getListboxProps, contextValue, value, open } = useSelect<string, false>({ listboxId, defaultValue: 'medium' });
  const current = priorities.find((item) => item.value === value);
  return (
    <div className={classes.root}>
      <label className={classes.label} htmlFor={buttonId}>
        Priority
      </label>
      <button className={classes.button} {...getButtonProps({ id: buttonId })}>
        {current?.label ?? 'None'}
        <UnfoldMoreIcon fontSize="small" aria-hidden />
      </button>
      <ul className={classes.listbox} {...getListboxProps()} hidden={!open}>
        <SelectProvider value={contextValue}>
          {priorities.map((item) => (
            <PriorityOption key={item.value} value={item.value} label={item.label} />
          ))}
        </SelectProvider>
      </ul>
    </div>
  );
}
