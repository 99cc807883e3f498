import * as React from 'react';
import { Select, SelectProps, SelectRootSlotProps } from '@mui/base/Select';
import UnfoldMoreIcon from '@mui/icons-material/UnfoldMore';
import { Option, OptionProps } from '@mui/base/Option';

export default function SelectBasic() {
  const id = React.useId();
  return (
    <Field>
      <Label htmlFor={id}>Shipping speed</Label>
      <StyledSelect id={id} defaultValue="standard">
        <StyledOption value="economy">Economy, 5–8 days</StyledOption>
        <StyledOption value="standard">Standard, 2–4 days</StyledOption>
        <StyledOption value="express">Express, next day</StyledOption>
        <StyledOption value="pickup">Pick up in store</StyledOption>
      </StyledSelect>
    </Field>
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
