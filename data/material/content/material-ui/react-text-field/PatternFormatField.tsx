import * as React from 'react';
import { PatternFormat, type PatternFormatProps } from 'react-number-format';
import { InputBaseComponentProps } from '@mui/material/InputBase';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';

interface PatternAdapterProps extends Omit<PatternFormatProps, 'onChange' | 'defaultValue' | 'type' | 'format'> {
  name?: string;
  /** Passed by each field through `slotProps.htmlInput`. */
  format?: string;
  /** TextField's change handler: it only reads `event.target`. */
  onChange?: InputBaseComponentProps['onChange'];
}

/** PatternFormat as a TextField's <input>: `#` marks a digit, everything else is fixed text. */
const PatternInput = React.forwardRef<HTMLInputElement, PatternAdapterProps>(function PatternInput(props, ref) {
  const { onChange, name, format = '', ...other } = props;
  return (
    <PatternFormat
      {...other}
      format={format}
      name={name}
      getInputRef={ref}
      onValueChange={(values) => onChange?.({ target: { name, value: values.value } } as React.ChangeEvent<HTMLInputElement>)}
    />
  );
});

export default function PatternFormatField() {
  const [phone, setPhone] = React.useState('');
  const [card, setCard] = React.useState('');
  const cardIncomplete = card.length > 0 && card.length < 16;

  return (
    <Stack spacing={2} sx={{ maxWidth: 320 }}>
      <TextField
        id="pattern-phone"
        label="Phone"
        name="phone"
        value={phone}
        onChange={(event) => setPhone(event.target.value)}
        helperText={phone ? `Digits kept in state: ${phone}` : 'Type digits only; the format fills in.'}
        slotProps={{
          input: { inputComponent: PatternInput },
          htmlInput: { format: '(###) ###-####', mask: '_', type: 'tel', autoComplete: 'tel-national' },
        }}
      />
      <TextField
        id="pattern-card"
        label="Card number"
        name="card"
        value={card}
        onChange={(event) => setCard(event.target.value)}
        error={cardIncomplete}
        helperText={cardIncomplete ? `${16 - card.length} digits missing.` : '16 digits, grouped by four.'}
        slotProps={{
          input: { inputComponent: PatternInput },
          htmlInput: { format: '#### #### #### ####', inputMode: 'numeric', autoComplete: 'cc-number' },
        }}
      />
    </Stack>
  );
}
