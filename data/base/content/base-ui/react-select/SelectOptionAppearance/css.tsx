import * as React from 'react';
import { Select, SelectProps, SelectRootSlotProps } from '@mui/base/Select';
import UnfoldMoreIcon from '@mui/icons-material/UnfoldMore';
import { Option, OptionProps } from '@mui/base/Option';
import classes from './css.module.css';

const plans = [
  { value: 'starter', name: 'Starter', detail: '3 projects, community support, €0' },
  { value: 'team', name: 'Team', detail: 'Unlimited projects, shared inbox, €12 per seat' },
  { value: 'scale', name: 'Scale', detail: 'SSO, audit log, 99.9% uptime, €29 per seat' },
];

export default function SelectOptionAppearance() {
  const id = React.useId();
  return (
    <Field>
      <Label htmlFor={id}>Plan</Label>
      <StyledSelect id={id} defaultValue="team">
        {plans.map((plan) => (
          <StyledOption key={plan.value} value={plan.value} label={plan.name}>
            {plan.name}
            <Secondary>{plan.detail}</Secondary>
          </StyledOption>
        ))}
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

function Secondary({ children }: { children: React.ReactNode }) {
  return <span className={classes.secondary}>{children}</span>;
}
