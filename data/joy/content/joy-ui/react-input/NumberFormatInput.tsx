import * as React from 'react';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import FormHelperText from '@mui/joy/FormHelperText';
import Input from '@mui/joy/Input';
import { NumericFormat, NumericFormatProps } from 'react-number-format';

interface CurrencyAdapterProps {
  onChange: (event: { target: { name: string; value: string } }) => void;
  name: string;
}

// Joy's Input renders this in place of its <input>; it reports the raw number to onChange.
const CurrencyAdapter = React.forwardRef<NumericFormatProps, CurrencyAdapterProps>(function CurrencyAdapter(props, ref) {
  const { onChange, ...other } = props;
  return (
    <NumericFormat
      {...other}
      getInputRef={ref}
      onValueChange={(values) => {
        onChange({ target: { name: props.name, value: values.value } });
      }}
      thousandSeparator
      valueIsNumericString
      decimalScale={2}
      fixedDecimalScale
      allowNegative={false}
      prefix="$"
    />
  );
});

export default function NumberFormatInput() {
  const [value, setValue] = React.useState('48250');

  return (
    <FormControl sx={{ maxWidth: 320 }}>
      <FormLabel>Annual salary</FormLabel>
      <Input
        value={value}
        onChange={(event) => setValue(event.target.value)}
        placeholder="$0.00"
        slotProps={{ input: { component: CurrencyAdapter, name: 'salary', inputMode: 'decimal' } }}
      />
      <FormHelperText>Stored value: {value || '(empty)'}</FormHelperText>
    </FormControl>
  );
}
