import * as React from 'react';
import { FormControl } from '@mui/base/FormControl';
import { Input } from '@mui/base/Input';
import { styled } from '@mui/system';

function FloatingField({ label, defaultValue = '', autoComplete }: { label: string; defaultValue?: string; autoComplete: string }) {
  const id = React.useId();
  return (
    <Root defaultValue={defaultValue}>
      <label htmlFor={id}>{label}</label>
      <Field id={id} autoComplete={autoComplete} />
    </Root>
  );
}

export default function FormControlFloatingLabel() {
  return (
    <Layout>
      <FloatingField label="Street and number" autoComplete="address-line1" />
      <FloatingField label="City" defaultValue="Porto" autoComplete="address-level2" />
      <FloatingField label="Postcode" autoComplete="postal-code" />
    </Layout>
  );
}

const Layout = styled('div')({ display: 'flex', flexDirection: 'column', gap: 12, width: '100%', maxWidth: 340 });

// The FormControl root carries base--focused and base-FormControl-filled: the label moves up with CSS alone.
const Root = styled(FormControl)({
  position: 'relative',
  '& label': {
    position: 'absolute',
    left: 13,
    top: 15,
    fontSize: '1rem',
    color: '#4b5563',
    pointerEvents: 'none',
    transition: 'top 120ms, font-size 120ms, color 120ms',
  },
  '&.base--focused label, &.base-FormControl-filled label': { top: 6, fontSize: '0.75rem', fontWeight: 600 },
  '&.base--focused label': { color: '#1d4ed8' },
  '.dark & label': { color: '#d1d5db' },
  '.dark &.base--focused label': { color: '#93c5fd' },
});

const Field = styled(Input)({
  borderRadius: 8,
  border: '1px solid #6b7280',
  backgroundColor: '#fff',
  color: '#111827',
  '&:focus-within': { borderColor: '#2563eb', boxShadow: '0 0 0 3px rgba(37, 99, 235, 0.3)' },
  '& .base-Input-input': {
    width: '100%',
    boxSizing: 'border-box',
    padding: '22px 12px 6px',
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
  },
});
