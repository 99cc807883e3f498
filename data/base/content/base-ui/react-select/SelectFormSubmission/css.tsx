import * as React from 'react';
import { Select, SelectProps, SelectRootSlotProps } from '@mui/base/Select';
import UnfoldMoreIcon from '@mui/icons-material/UnfoldMore';
import { Option, OptionProps } from '@mui/base/Option';
import classes from './css.module.css';

export default function SelectFormSubmission() {
  const id = React.useId();
  const [sent, setSent] = React.useState('');
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        const data = new FormData(event.currentTarget);
        setSent(`Sent room=${data.get('room')}`);
      }}
    >
      <Row>
        <Field>
          <Label htmlFor={id}>Meeting room</Label>
          <StyledSelect id={id} name="room" defaultValue="larch">
            <StyledOption value="larch">Larch, 4 seats</StyledOption>
            <StyledOption value="rowan">Rowan, 8 seats</StyledOption>
            <StyledOption value="sequoia">Sequoia, 20 seats</StyledOption>
          </StyledSelect>
        </Field>
        <ActionButton type="submit">Book room</ActionButton>
      </Row>
      <Status role="status">{sent}</Status>
    </form>
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
