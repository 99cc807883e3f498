import * as React from 'react';
import { FormControl, useFormControlContext } from '@mui/base/FormControl';
import { Input } from '@mui/base/Input';
import { styled } from '@mui/system';

const MAX = 40;

function RequiredLabel({ htmlFor, children }: { htmlFor: string; children: React.ReactNode }) {
  const context = useFormControlContext();
  return (
    <Label htmlFor={htmlFor}>
      {children}
      {context?.required ? <Required aria-hidden> *</Required> : null}
    </Label>
  );
}

function Counter({ id }: { id: string }) {
  const context = useFormControlContext();
  const length = String(context?.value ?? '').length;
  return (
    <Help id={id}>
      {length} of {MAX} characters
    </Help>
  );
}

export default function InputFormControl() {
  const id = React.useId();
  return (
    <FormControl required defaultValue="">
      <Field>
        <RequiredLabel htmlFor={id}>Team name</RequiredLabel>
        <StyledInput id={id} slotProps={{ input: { maxLength: MAX } }} aria-describedby={`${id}-count`} />
        <Counter id={`${id}-count`} />
      </Field>
    </FormControl>
  );
}

const Required = styled('span')({ color: '#b91c1c', '.dark &': { color: '#fca5a5' } });

const Help = styled('p')({
  margin: 0,
  fontSize: '0.875rem',
  color: '#4b5563',
  '.dark &': { color: '#d1d5db' },
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
  '&:focus-within': { borderColor: '#2563eb', boxShadow: '0 0 0 3px rgba(37, 99, 235, 0.3)' },
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
    '&:focus-within': { borderColor: '#93c5fd', boxShadow: '0 0 0 3px rgba(147, 197, 253, 0.35)' },
    '&.base--error': { borderColor: '#f87171' },
  },
});
