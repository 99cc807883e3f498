import * as React from 'react';
import { Select, SelectProps, SelectRootSlotProps } from '@mui/base/Select';
import UnfoldMoreIcon from '@mui/icons-material/UnfoldMore';
import { Option, OptionProps } from '@mui/base/Option';
import { OptionGroup, OptionGroupProps } from '@mui/base/OptionGroup';
import classes from './css.module.css';

export default function SelectGrouping() {
  const id = React.useId();
  return (
    <Field>
      <Label htmlFor={id}>Time zone</Label>
      <StyledSelect id={id} defaultValue="Europe/Lisbon">
        <StyledOptionGroup label="Europe">
          <StyledOption value="Europe/Lisbon">Lisbon (UTC+0)</StyledOption>
          <StyledOption value="Europe/Warsaw">Warsaw (UTC+1)</StyledOption>
          <StyledOption value="Europe/Helsinki">Helsinki (UTC+2)</StyledOption>
        </StyledOptionGroup>
        <StyledOptionGroup label="Americas">
          <StyledOption value="America/Bogota">Bogotá (UTC−5)</StyledOption>
          <StyledOption value="America/Halifax">Halifax (UTC−4)</StyledOption>
        </StyledOptionGroup>
        <StyledOptionGroup label="Asia and Pacific">
          <StyledOption value="Asia/Kolkata">Kolkata (UTC+5:30)</StyledOption>
          <StyledOption value="Pacific/Auckland">Auckland (UTC+12)</StyledOption>
        </StyledOptionGroup>
      </StyledSelect>
    </Field>
  );
}

function Field({ children }: { children: React.ReactNode }) {
  return <div className={classes.field}>{children}</div>;
}

function Label(props: React.LabelHTMLAttributes<HTMLLabelElement>) {
  return <label {...props} className={classes.label} />;
}

function StyledSelect<Value extends NonNullable<unknown>, Multiple extends boolean = false>(props: SelectProps<Value, Multiple>) {
  return (
    <Select
      {...props}
      slots={{ root: SelectButton, ...props.slots }}
      slotProps={{
        listbox: { className: classes.listbox },
        popup: { className: classes.popup },
      }}
    />
  );
}

const SelectButton = React.forwardRef(function SelectButton(
  props: SelectRootSlotProps<NonNullable<unknown>, boolean>,
  ref: React.ForwardedRef<HTMLButtonElement>,
) {
  const { ownerState, children, className, ...other } = props;
  return (
    <button {...other} ref={ref} data-open={ownerState.open || undefined} className={`${className} ${classes.select}`}>
      <span>{children}</span>
      <UnfoldMoreIcon fontSize="small" aria-hidden />
    </button>
  );
});

function StyledOption<Value extends NonNullable<unknown>>(props: OptionProps<Value>) {
  return <Option {...props} className={classes.option} />;
}

function StyledOptionGroup(props: OptionGroupProps) {
  return (
    <OptionGroup
      {...props}
      slotProps={{
        root: { className: classes.group },
        label: { className: classes.groupLabel },
        list: { className: classes.groupList },
      }}
    />
  );
}
