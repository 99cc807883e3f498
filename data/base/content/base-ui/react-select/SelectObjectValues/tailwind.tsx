import * as React from 'react';
import { Select, SelectProps, SelectRootSlotProps } from '@mui/base/Select';
import UnfoldMoreIcon from '@mui/icons-material/UnfoldMore';
import { Option, OptionProps } from '@mui/base/Option';

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
  return <div className="flex max-w-xs flex-col gap-1">{children}</div>;
}

function Label(props: React.LabelHTMLAttributes<HTMLLabelElement>) {
  return <label {...props} className="text-sm font-semibold text-gray-900 dark:text-gray-100" />;
}

function StyledSelect<Value extends NonNullable<unknown>, Multiple extends boolean = false>(props: SelectProps<Value, Multiple>) {
  return (
    <Select
      {...props}
      slots={{ root: SelectButton, ...props.slots }}
      slotProps={{
        listbox: {
          className:
            'box-border min-w-60 max-h-72 my-1 p-1 overflow-auto rounded-lg border border-solid border-gray-300 bg-white text-gray-900 shadow-lg outline-0 dark:border-gray-600 dark:bg-gray-900 dark:text-gray-100',
        },
        popup: { className: 'z-[1300]' },
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
    <button
      {...other}
      ref={ref}
      data-open={ownerState.open || undefined}
      className={`${className} box-border flex min-h-[42px] w-full cursor-pointer items-center justify-between gap-2 rounded-lg border border-solid border-gray-500 bg-white px-3 py-2 text-left font-[inherit] text-base text-gray-900 hover:bg-gray-50 dark:border-gray-400 dark:bg-gray-900 dark:text-gray-100 dark:hover:bg-gray-800 [&.base--disabled]:cursor-not-allowed [&.base--disabled]:opacity-60 [&.base--focusVisible]:outline-2 [&.base--focusVisible]:outline-offset-2 [&.base--focusVisible]:outline-blue-700 dark:[&.base--focusVisible]:outline-blue-300`}
    >
      <span>{children}</span>
      <UnfoldMoreIcon fontSize="small" aria-hidden />
    </button>
  );
});

function StyledOption<Value extends NonNullable<unknown>>(props: OptionProps<Value>) {
  return (
    <Option
      {...props}
      className="cursor-default list-none rounded-md px-3 py-2 [&.base--disabled]:text-gray-500 dark:[&.base--disabled]:text-gray-400 [&.base-Option-highlighted]:bg-gray-100 dark:[&.base-Option-highlighted]:bg-gray-800 [&.base--selected]:bg-blue-100 [&.base--selected]:text-blue-900 dark:[&.base--selected]:bg-blue-900 dark:[&.base--selected]:text-blue-100"
    />
  );
}

function Status(props: React.HTMLAttributes<HTMLParagraphElement>) {
  return <p {...props} className="mt-2 mb-0 min-h-[1.5em] text-sm text-gray-600 dark:text-gray-300" />;
}
