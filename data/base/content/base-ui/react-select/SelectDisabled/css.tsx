import * as React from 'react';
import { Select, SelectProps, SelectRootSlotProps } from '@mui/base/Select';
import UnfoldMoreIcon from '@mui/icons-material/UnfoldMore';
import { Option, OptionProps } from '@mui/base/Option';
import classes from './css.module.css';

export default function SelectDisabled() {
  const sizeId = React.useId();
  const regionId = React.useId();
  return (
    <Row>
      <Field>
        <Label htmlFor={sizeId}>Size</Label>
        <StyledSelect id={sizeId} placeholder="Choose a size">
          <StyledOption value="s" disabled>
            S, sold out
          </StyledOption>
          <StyledOption value="m">M</StyledOption>
          <StyledOption value="l">L</StyledOption>
          <StyledOption value="xl" disabled>
            XL, sold out
          </StyledOption>
        </StyledSelect>
      </Field>
      <Field>
        <Label htmlFor={regionId}>Data region</Label>
        <StyledSelect id={regionId} defaultValue="eu" disabled>
          <StyledOption value="eu">European Union</StyledOption>
          <StyledOption value="us">United States</StyledOption>
        </StyledSelect>
      </Field>
    </Row>
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
