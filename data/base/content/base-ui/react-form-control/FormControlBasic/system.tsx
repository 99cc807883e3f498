import * as React from 'react';
import { FormControl, useFormControlContext } from '@mui/base/FormControl';
import { Input } from '@mui/base/Input';
import { styled } from '@mui/system';

function FieldLabel({ htmlFor, children }: { htmlFor: string; children: React.ReactNode }) {
  const context = useFormControlContext();
  return (
    <Label htmlFor={htmlFor} data-focused={context?.focused || undefined} data-error={context?.error || undefined}>
      {children}
      {context?.required ? <Required aria-hidden> *</Required> : null}
    </Label>
  );
}

function HelperText({ id }: { id: string }) {
  const context = useFormControlContext();
  let message = 'Use letters, numbers and dashes.';
  if (context?.focused) {
    message = 'This becomes part of your public address.';
  } else if (context?.filled) {
    message = `Your page will live at studio.example/${String(context.value).toLowerCase()}.`;
  }
  return <Helper id={id}>{message}</Helper>;
}

export default function FormControlBasic() {
  const id = React.useId();
  return (
    <FormControl required defaultValue="">
      <Field>
        <FieldLabel htmlFor={id}>Workspace handle</FieldLabel>
        <StyledInput id={id} placeholder="e.g. north-wind-studio" aria-describedby={`${id}-helper`} />
        <HelperText id={`${id}-helper`} />
      </Field>
    </FormControl>
  );
}

const Field = styled('div')({ display: 'flex', flexDirection: 'column', gap: 4, width: '100%', maxWidth: 340 });

const Label = styled('label')({
  fontSize: '0.875rem',
  fontWeight: 600,
  color: '#111827',
  '&[data-focused]': { color: '#1d4ed8' },
  '&[data-error]': { color: '#b91c1c' },
  '.dark &': { color: '#f3f4f6', '&[data-focused]': { color: '#93c5fd' }, '&[data-error]': { color: '#fca5a5' } },
});

const Required = styled('span')({ color: '#b91c1c', '.dark &': { color: '#fca5a5' } });

const Helper = styled('p')({
  margin: 0,
  minHeight: '2.5em',
  fontSize: '0.8125rem',
  color: '#4b5563',
  '.dark &': { color: '#d1d5db' },
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
  '& .base-Input-input::placeholder': { color: '#6b7280' },
  '.dark &': {
    borderColor: '#9ca3af',
    backgroundColor: '#111827',
    color: '#f3f4f6',
    '&:focus-within': { borderColor: '#93c5fd', boxShadow: '0 0 0 3px rgba(147, 197, 253, 0.35)' },
    '&.base--error': { borderColor: '#f87171' },
    '& .base-Input-input::placeholder': { color: '#9ca3af' },
  },
});
