import * as React from 'react';
import { NumericFormat, type NumericFormatProps } from 'react-number-format';
import { InputBaseComponentProps } from '@mui/material/InputBase';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';

interface FormatAdapterProps extends Omit<NumericFormatProps, 'onChange' | 'defaultValue' | 'type'> {
  name?: string;
  /** TextField's change handler: it only reads `event.target`. */
  onChange?: InputBaseComponentProps['onChange'];
}

/**
 * Renders NumericFormat as the <input> of a TextField. It reports the unformatted value
 * ("1234567.5") through onChange, as if the input had changed.
 */
const CurrencyInput = React.forwardRef<HTMLInputElement, FormatAdapterProps>(function CurrencyInput(props, ref) {
  const { onChange, name, ...other } = props;
  return (
    <NumericFormat
      {...other}
      name={name}
      getInputRef={ref}
      thousandSeparator=","
      decimalScale={2}
      allowNegative={false}
      prefix="$"
      valueIsNumericString
      onValueChange={(values) => onChange?.({ target: { name, value: values.value } } as React.ChangeEvent<HTMLInputElement>)}
    />
  );
});

export default function CurrencyFormatField() {
  const [budget, setBudget] = React.useState('1250000');

  return (
    <Stack spacing={1} sx={{ maxWidth: 320 }}>
      <TextField
        id="format-budget"
        label="Project budget"
        name="budget"
        value={budget}
        onChange={(event) => setBudget(event.target.value)}
        slotProps={{
          input: { inputComponent: CurrencyInput },
          htmlInput: { inputMode: 'decimal' },
        }}
      />
      <Typography variant="body2" role="status">
        Stored value: {budget === '' ? '(empty)' : budget}
      </Typography>
    </Stack>
  );
}
