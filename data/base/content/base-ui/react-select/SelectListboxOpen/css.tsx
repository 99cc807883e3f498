import * as React from 'react';
import { Select, SelectProps, SelectRootSlotProps } from '@mui/base/Select';
import UnfoldMoreIcon from '@mui/icons-material/UnfoldMore';
import { Option, OptionProps } from '@mui/base/Option';
import classes from './css.module.css';

export default function SelectListboxOpen() {
  const id = React.useId();
  const [open, setOpen] = React.useState(false);
  return (
    <div>
      <Row>
        <Field>
          <Label htmlFor={id}>Report period</Label>
          <StyledSelect id={id} defaultValue="30" listboxOpen={open} onListboxOpenChange={setOpen}>
            <StyledOption value="7">Last 7 days</StyledOption>
            <StyledOption value="30">Last 30 days</StyledOption>
            <StyledOption value="90">Last quarter</StyledOption>
            <StyledOption value="365">Last 12 months</StyledOption>
          </StyledSelect>
        </Field>
        <ActionButton type="button" onClick={() => setOpen(true)}>
          Change period
        </ActionButton>
      </Row>
      <Status>The list is {open ? 'open' : 'closed'}.</Status>
    </div>
  );
}

function Field({ children }: { children: React.ReactNode }) {
  return <div className={classes.field}>{children}</div>;
}

function Row({ children }: { children: React.ReactNode }) {
  return <div className={classes.row}>{children}</div>;
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

function Status(props: React.HTMLAttributes<HTMLParagraphElement>) {
  return <p {...props} className={classes.status} />;
}

function ActionButton(props: React.ButtonHTMLAttributes<HTMLButtonElement>) {
  return <button {...props} className={classes.action} />;
}
