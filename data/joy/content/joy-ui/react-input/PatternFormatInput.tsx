import * as React from 'react';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import FormHelperText from '@mui/joy/FormHelperText';
import Input from '@mui/joy/Input';
import Stack from '@mui/joy/Stack';
import CreditCard from '@mui/icons-material/CreditCard';
import { PatternFormat, PatternFormatProps } from 'react-number-format';

interface MaskProps {
  onChange: (event: { target: { name: string; value: string } }) => void;
  name: string;
  format: string;
}

const MaskAdapter = React.forwardRef<PatternFormatProps, MaskProps>(function MaskAdapter(props, ref) {
  const { onChange, ...other } = props;
  return (
    <PatternFormat
      {...other}
      getInputRef={ref}
      mask="_"
      valueIsNumericString
      onValueChange={(values) => onChange({ target: { name: props.name, value: values.value } })}
    />
  );
});

export default function PatternFormatInput() {
  const [card, setCard] = React.useState('');
  const [expiry, setExpiry] = React.useState('');

  return (
    <Stack spacing={2} direction={{ xs: 'column', sm: 'row' }} sx={{ maxWidth: 460 }}>
      <FormControl sx={{ flex: 2 }}>
        <FormLabel>Card number</FormLabel>
        <Input
          value={card}
          onChange={(event) => setCard(event.target.value)}
          startDecorator={<CreditCard />}
          placeholder="0000 0000 0000 0000"
          slotProps={{
            input: { component: MaskAdapter, name: 'card', format: '#### #### #### ####', inputMode: 'numeric', autoComplete: 'cc-number' },
          }}
        />
        <FormHelperText>{card.length}/16 digits</FormHelperText>
      </FormControl>
      <FormControl sx={{ flex: 1 }}>
        <FormLabel>Expiry</FormLabel>
        <Input
          value={expiry}
          onChange={(event) => setExpiry(event.target.value)}
          placeholder="MM/YY"
          slotProps={{ input: { component: MaskAdapter, name: 'expiry', format: '##/##', inputMode: 'numeric', autoComplete: 'cc-exp' } }}
        />
        <FormHelperText>Month / year</FormHelperText>
      </FormControl>
    </Stack>
  );
}
