import * as React from 'react';
import FormControl from '@mui/joy/FormControl';
import FormHelperText from '@mui/joy/FormHelperText';
import FormLabel from '@mui/joy/FormLabel';
import Input from '@mui/joy/Input';
import { NumericFormat } from 'react-number-format';
import type { NumericFormatProps } from 'react-number-format';

interface AdapterProps extends Omit<NumericFormatProps, 'onChange'> {
  onChange: (event: { target: { name: string; value: string } }) => void;
  name: string;
}

// Renders the Input's <input> slot: NumericFormat renders an <input> that formats as you type.
const CurrencyInputSlot = React.forwardRef<HTMLInputElement, AdapterProps>(function CurrencyInputSlot(props, ref) {
  const { onChange, ...other } = props;
  return (
    <NumericFormat
      {...other}
      getInputRef={ref}
      thousandSeparator=","
      decimalScale={2}
      fixedDecimalScale
      valueIsNumericString
      onValueChange={(values) => onChange({ target: { name: props.name, value: values.value } })}
    />
  );
});

export default function SlotsCurrencyInput() {
  const [value, setValue] = React.useState('1250');

  return (
    <FormControl sx={{ width: '100%', maxWidth: 300 }}>
      <FormLabel>Monthly budget</FormLabel>
      <Input
        name="budget"
        value={value}
        onChange={(event) => setValue(event.target.value)}
        startDecorator="€"
        // `component` swaps the slot's element and keeps the slot's styles.
        slotProps={{ input: { component: CurrencyInputSlot, inputMode: 'decimal' } }}
      />
      <FormHelperText>Stored value: {value || '(empty)'}</FormHelperText>
    </FormControl>
  );
}
