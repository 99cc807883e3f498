import * as React from 'react';
import { FormControl, useFormControlContext } from '@mui/base/FormControl';
import { Input } from '@mui/base/Input';
import { styled } from '@mui/system';

type FieldName = 'email' | 'password';

const rules: Record<FieldName, (value: string) => string> = {
  email: (value) => (/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value) ? '' : 'Enter an email address such as ana@example.com.'),
  password: (value) => (value.length >= 8 ? '' : 'Use at least 8 characters.'),
};

function FieldLabel({ htmlFor, children }: { htmlFor: string; children: React.ReactNode }) {
  const context = useFormControlContext();
  return (
    <Label htmlFor={htmlFor} data-error={context?.error || undefined}>
      {children}
      {context?.required ? <Required aria-hidden> *</Required> : null}
    </Label>
  );
}

function HelperText({ id, hint, errorText }: { id: string; hint: string; errorText: string }) {
  const context = useFormControlContext();
  return (
    <Helper id={id} data-error={context?.error || undefined}>
      {context?.error ? errorText : hint}
    </Helper>
  );
}

export default function FormControlValidation() {
  const id = React.useId();
  const [values, setValues] = React.useState<Record<FieldName, string>>({ email: '', password: '' });
  const [touched, setTouched] = React.useState<Record<FieldName, boolean>>({ email: false, password: false });
  const [result, setResult] = React.useState('');
  const errors = { email: rules.email(values.email), password: rules.password(values.password) };

  const fieldProps = (name: FieldName) => ({
    required: true,
    value: values[name],
    error: touched[name] && errors[name] !== '',
    onChange: (event: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) => {
      setValues((previous) => ({ ...previous, [name]: event.target.value }));
      setResult('');
    },
    onBlur: () => setTouched((previous) => ({ ...previous, [name]: true })),
  });

  const handleSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setTouched({ email: true, password: true });
    const firstInvalid = (['email', 'password'] as const).find((name) => errors[name] !== '');
    if (firstInvalid) {
      document.getElementById(`${id}-${firstInvalid}`)?.focus();
      setResult('');
      return;
    }
    setResult(`Account created for ${values.email}.`);
  };

  return (
    <Form noValidate onSubmit={handleSubmit}>
      <FormControl {...fieldProps('email')}>
        <FieldLabel htmlFor={`${id}-email`}>Email</FieldLabel>
        <StyledInput id={`${id}-email`} type="email" autoComplete="email" aria-describedby={`${id}-email-helper`} />
        <HelperText id={`${id}-email-helper`} hint="We send the receipt here." errorText={errors.email} />
      </FormControl>
      <FormControl {...fieldProps('password')}>
        <FieldLabel htmlFor={`${id}-password`}>Password</FieldLabel>
        <StyledInput id={`${id}-password`} type="password" autoComplete="new-password" aria-describedby={`${id}-password-helper`} />
        <HelperText id={`${id}-password-helper`} hint="At least 8 characters." errorText={errors.password} />
      </FormControl>
      <Submit type="submit">Create account</Submit>
      <Result role="status">{result}</Result>
    </Form>
  );
}

const Form = styled('form')({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'stretch',
  gap: 14,
  width: '100%',
  maxWidth: 340,
  '& .base-FormControl-root': { display: 'flex', flexDirection: 'column', gap: 4 },
});

const Label = styled('label')({
  fontSize: '0.875rem',
  fontWeight: 600,
  color: '#111827',
  '&[data-error]': { color: '#b91c1c' },
  '.dark &': { color: '#f3f4f6', '&[data-error]': { color: '#fca5a5' } },
});

const Required = styled('span')({ color: '#b91c1c', '.dark &': { color: '#fca5a5' } });

const Helper = styled('p')({
  margin: 0,
  fontSize: '0.8125rem',
  color: '#4b5563',
  '&[data-error]': { color: '#b91c1c' },
  '.dark &': { color: '#d1d5db', '&[data-error]': { color: '#fca5a5' } },
});

const Submit = styled('button')({
  alignSelf: 'flex-start',
  padding: '8px 16px',
  borderRadius: 8,
  border: 0,
  backgroundColor: '#1d4ed8',
  color: '#fff',
  font: 'inherit',
  fontSize: '0.875rem',
  fontWeight: 600,
  cursor: 'pointer',
  '&:hover': { backgroundColor: '#1e40af' },
  '&:focus-visible': { outline: '2px solid #1d4ed8', outlineOffset: 2 },
  '.dark &': {
    backgroundColor: '#93c5fd',
    color: '#111827',
    '&:hover': { backgroundColor: '#bfdbfe' },
    '&:focus-visible': { outlineColor: '#93c5fd' },
  },
});

const Result = styled('p')({
  margin: 0,
  fontSize: '0.875rem',
  fontWeight: 500,
  color: '#166534',
  '.dark &': { color: '#86efac' },
});

const StyledInput = styled(Input)({
  borderRadius: 8,
  border: '1px solid #6b7280',
  backgroundColor: '#fff',
  color: '#111827',
  '&:focus-within': { borderColor: '#2563eb', boxShadow: '0 0 0 3px rgba(37, 99, 235, 0.3)' },
  '&.base--error': { borderColor: '#b91c1c' },
  '& .base-Input-input': {
    width: '100%',
    boxSizing: 'border-box',
    padding: '10px 12px',
    border: 0,
    outline: 0,
    backgroundColor: 'transparent',
    color: 'inherit',
    font: 'inherit',
    fontSize: '1rem',
  },
  '.dark &': {
    borderColor: '#9ca3af',
    backgroundColor: '#111827',
    color: '#f3f4f6',
    '&:focus-within': { borderColor: '#93c5fd', boxShadow: '0 0 0 3px rgba(147, 197, 253, 0.35)' },
    '&.base--error': { borderColor: '#f87171' },
  },
});
