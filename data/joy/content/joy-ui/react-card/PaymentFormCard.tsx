import * as React from 'react';
import Button from '@mui/joy/Button';
import Card from '@mui/joy/Card';
import CardActions from '@mui/joy/CardActions';
import CardContent from '@mui/joy/CardContent';
import Checkbox from '@mui/joy/Checkbox';
import Divider from '@mui/joy/Divider';
import FormControl from '@mui/joy/FormControl';
import FormHelperText from '@mui/joy/FormHelperText';
import FormLabel from '@mui/joy/FormLabel';
import Input from '@mui/joy/Input';
import Typography from '@mui/joy/Typography';
import CreditCardRounded from '@mui/icons-material/CreditCardRounded';
import LockOutlined from '@mui/icons-material/LockOutlined';

type Field = 'name' | 'number' | 'expiry' | 'cvc';
type Values = Record<Field, string>;

function groupDigits(value: string) {
  return value
    .replace(/\D/g, '')
    .slice(0, 16)
    .replace(/(\d{4})(?=\d)/g, '$1 ');
}

function formatExpiry(value: string) {
  const digits = value.replace(/\D/g, '').slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
}

function validate(values: Values): Partial<Record<Field, string>> {
  const errors: Partial<Record<Field, string>> = {};
  if (values.name.trim().length < 2) {
    errors.name = 'Enter the name as it appears on the card.';
  }
  if (values.number.replace(/\s/g, '').length !== 16) {
    errors.number = 'A card number has 16 digits.';
  }
  const [month] = values.expiry.split('/');
  if (!/^\d{2}\/\d{2}$/.test(values.expiry) || Number(month) < 1 || Number(month) > 12) {
    errors.expiry = 'Use MM/YY.';
  }
  if (!/^\d{3,4}$/.test(values.cvc)) {
    errors.cvc = '3 or 4 digits.';
  }
  return errors;
}

export default function PaymentFormCard() {
  const [values, setValues] = React.useState<Values>({ name: '', number: '', expiry: '', cvc: '' });
  const [submitted, setSubmitted] = React.useState(false);
  const [paid, setPaid] = React.useState(false);
  const errors = submitted ? validate(values) : {};

  const update =
    (field: Field, format: (value: string) => string = (value) => value) =>
    (event: React.ChangeEvent<HTMLInputElement>) => {
      setPaid(false);
      setValues((current) => ({ ...current, [field]: format(event.target.value) }));
    };

  const handleSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    setPaid(Object.keys(validate(values)).length === 0);
  };

  return (
    <Card variant="outlined" sx={{ width: 420, maxWidth: '100%' }}>
      <Typography level="title-lg" component="h3" startDecorator={<CreditCardRounded />}>
        Pay by card
      </Typography>
      <Divider inset="none" />
      <CardContent
        component="form"
        noValidate
        onSubmit={handleSubmit}
        sx={{ display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: 1.5 }}
      >
        <FormControl error={Boolean(errors.name)} sx={{ gridColumn: '1/-1' }}>
          <FormLabel>Name on card</FormLabel>
          <Input autoComplete="cc-name" value={values.name} onChange={update('name')} />
          {errors.name ? <FormHelperText>{errors.name}</FormHelperText> : null}
        </FormControl>
        <FormControl error={Boolean(errors.number)} sx={{ gridColumn: '1/-1' }}>
          <FormLabel>Card number</FormLabel>
          <Input
            autoComplete="cc-number"
            placeholder="1234 5678 9012 3456"
            value={values.number}
            onChange={update('number', groupDigits)}
            slotProps={{ input: { inputMode: 'numeric' } }}
            endDecorator={<CreditCardRounded />}
          />
          {errors.number ? <FormHelperText>{errors.number}</FormHelperText> : null}
        </FormControl>
        <FormControl error={Boolean(errors.expiry)}>
          <FormLabel>Expiry date</FormLabel>
          <Input
            autoComplete="cc-exp"
            placeholder="MM/YY"
            value={values.expiry}
            onChange={update('expiry', formatExpiry)}
            slotProps={{ input: { inputMode: 'numeric' } }}
          />
          {errors.expiry ? <FormHelperText>{errors.expiry}</FormHelperText> : null}
        </FormControl>
        <FormControl error={Boolean(errors.cvc)}>
          <FormLabel>Security code</FormLabel>
          <Input
            autoComplete="cc-csc"
            value={values.cvc}
            onChange={update('cvc', (value) => value.replace(/\D/g, '').slice(0, 4))}
            slotProps={{ input: { inputMode: 'numeric' } }}
          />
          {errors.cvc ? <FormHelperText>{errors.cvc}</FormHelperText> : null}
        </FormControl>
        <Checkbox label="Save this card for next time" sx={{ gridColumn: '1/-1', my: 1 }} />
        <CardActions sx={{ gridColumn: '1/-1' }}>
          <Button type="submit" startDecorator={<LockOutlined />}>
            Pay £64.00
          </Button>
        </CardActions>
        <Typography role="status" level="body-sm" color={paid ? 'success' : 'neutral'} sx={{ gridColumn: '1/-1', minHeight: '1.25rem' }}>
          {paid ? 'Payment accepted (demo only: nothing was charged).' : ''}
        </Typography>
      </CardContent>
    </Card>
  );
}
