import * as React from 'react';
import { Input } from '@mui/base/Input';
import { styled } from '@mui/system';

export default function InputValidation() {
  const id = React.useId();
  const [value, setValue] = React.useState('');
  const [touched, setTouched] = React.useState(false);
  const invalid = touched && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value);
  return (
    <Field>
      <Label htmlFor={id}>Work email</Label>
      <StyledInput
        id={id}
        type="email"
        autoComplete="email"
        value={value}
        onChange={(event) => setValue(event.target.value)}
        onBlur={() => setTouched(true)}
        error={invalid}
        aria-describedby={`${id}-help`}
      />
      <Help id={`${id}-help`} aria-live="polite" data-error={invalid || undefined}>
        {invalid ? 'Enter an address such as name@company.com.' : 'We send the invoices here.'}
      </Help>
    </Field>
  );
}

const Help = styled('p')({
  margin: 0,
  fontSize: '0.875rem',
  color: '#4b5563',
  '&[data-error]': { color: '#b91c1c' },
  '.dark &': { color: '#d1d5db', '&[data-error]': { color: '#fca5a5' } },
});

const Field = styled('div')({ display: 'flex', flexDirection: 'column', gap: 4, maxWidth: 320 });

const Label = styled('label')({
  fontSize: '0.875rem',
  fontWeight: 600,
  color: '#111827',
  '.dark &': { color: '#f3f4f6' },
});

const StyledInput = styled(Input)({
  display: 'flex',
  alignItems: 'center',
  gap: 8,
  padding: '0 12px',
  borderRadius: 8,
  border: '1px solid #6b7280',
  backgroundColor: '#fff',
  color: '#111827',
  '&.base--focused': { borderColor: '#2563eb', boxShadow: '0 0 0 3px rgba(37, 99, 235, 0.3)' },
  '&.base--error': { borderColor: '#b91c1c' },
  '&.base--disabled': { opacity: 0.6 },
  '& .base-Input-input': {
    flex: 1,
    minWidth: 0,
    padding: '8px 0',
    border: 0,
    outline: 0,
    backgroundColor: 'transparent',
    color: 'inherit',
    font: 'inherit',
  },
  '.dark &': {
    borderColor: '#9ca3af',
    backgroundColor: '#111827',
    color: '#f3f4f6',
    '&.base--focused': { borderColor: '#93c5fd', boxShadow: '0 0 0 3px rgba(147, 197, 253, 0.35)' },
    '&.base--error': { borderColor: '#f87171' },
  },
});
