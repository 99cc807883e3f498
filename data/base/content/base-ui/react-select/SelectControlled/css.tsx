import * as React from 'react';
import { Select, SelectProps, SelectRootSlotProps } from '@mui/base/Select';
import UnfoldMoreIcon from '@mui/icons-material/UnfoldMore';
import { Option, OptionProps } from '@mui/base/Option';
import classes from './css.module.css';

const sorts = [
  { value: 'newest', label: 'Newest first' },
  { value: 'price-asc', label: 'Price, low to high' },
  { value: 'price-desc', label: 'Price, high to low' },
  { value: 'rating', label: 'Best rated' },
];

export default function SelectControlled() {
  const id = React.useId();
  const [sort, setSort] = React.useState<string | null>('newest');
  const label = sorts.find((option) => option.value === sort)?.label ?? 'no order';
  return (
    <div>
      <Row>
        <Field>
          <Label htmlFor={id}>Sort results</Label>
          <StyledSelect id={id} value={sort} onChange={(_, value) => setSort(value)}>
            {sorts.map((option) => (
              <StyledOption key={option.value} value={option.value}>
                {option.label}
              </StyledOption>
            ))}
          </StyledSelect>
        </Field>
        <ActionButton type="button" onClick={() => setSort('newest')}>
          Reset
        </ActionButton>
      </Row>
      <Status role="status">Showing 48 lamps, {label.toLowerCase()}.</Status>
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
