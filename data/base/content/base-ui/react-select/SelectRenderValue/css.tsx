import * as React from 'react';
import { Select, SelectProps, SelectRootSlotProps } from '@mui/base/Select';
import UnfoldMoreIcon from '@mui/icons-material/UnfoldMore';
import { Option, OptionProps } from '@mui/base/Option';
import classes from './css.module.css';

const labels = [
  { value: 'bug', name: 'Bug', color: '#dc2626' },
  { value: 'feature', name: 'Feature', color: '#16a34a' },
  { value: 'docs', name: 'Documentation', color: '#2563eb' },
  { value: 'chore', name: 'Chore', color: '#ca8a04' },
];

function Swatch({ color }: { color: string }) {
  return (
    <span
      aria-hidden
      style={{
        display: 'inline-block',
        width: 10,
        height: 10,
        marginRight: 8,
        borderRadius: '50%',
        backgroundColor: color,
      }}
    />
  );
}

export default function SelectRenderValue() {
  const id = React.useId();
  return (
    <Field>
      <Label htmlFor={id}>Issue label</Label>
      <StyledSelect
        id={id}
        defaultValue="feature"
        renderValue={(option) => {
          const label = labels.find((item) => item.value === option?.value);
          return label ? (
            <React.Fragment>
              <Swatch color={label.color} />
              {label.name}
            </React.Fragment>
          ) : (
            'No label'
          );
        }}
      >
        {labels.map((label) => (
          <StyledOption key={label.value} value={label.value} label={label.name}>
            <Swatch color={label.color} />
            {label.name}
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
