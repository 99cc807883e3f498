import * as React from 'react';
import { Select, SelectProps, SelectRootSlotProps } from '@mui/base/Select';
import UnfoldMoreIcon from '@mui/icons-material/UnfoldMore';
import { Option, OptionProps } from '@mui/base/Option';
import classes from './css.module.css';

interface Currency {
  code: string;
  name: string;
  perEuro: number;
}

const currencies: Currency[] = [
  { code: 'EUR', name: 'Euro', perEuro: 1 },
  { code: 'CHF', name: 'Swiss franc', perEuro: 0.94 },
  { code: 'NOK', name: 'Norwegian krone', perEuro: 11.6 },
  { code: 'JPY', name: 'Japanese yen', perEuro: 162.3 },
];

export default function SelectObjectValues() {
  const id = React.useId();
  // A copy, not the same object as in the list: areOptionsEqual still finds it.
  const [currency, setCurrency] = React.useState<Currency | null>({ ...currencies[1] });
  return (
    <div>
      <Field>
        <Label htmlFor={id}>Billing currency</Label>
        <StyledSelect
          id={id}
          name="currency"
          value={currency}
          onChange={(_, value) => setCurrency(value)}
          areOptionsEqual={(a, b) => a.code === b.code}
          getSerializedValue={(option) => option?.value.code ?? ''}
          renderValue={(option) => (option ? `${option.value.code}, ${option.value.name}` : '')}
        >
          {currencies.map((item) => (
            <StyledOption key={item.code} value={item} label={`${item.code}, ${item.name}`}>
              {item.code}, {item.name}
            </StyledOption>
          ))}
        </StyledSelect>
      </Field>
      <Status role="status">{currency ? `1 EUR = ${currency.perEuro} ${currency.code}; the form sends ${currency.code}.` : ''}</Status>
    </div>
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

function Status(props: React.HTMLAttributes<HTMLParagraphElement>) {
  return <p {...props} className={classes.status} />;
}
