import * as React from 'react';
import { Input } from '@mui/base/Input';
import { Button } from '@mui/base/Button';
import { styled } from '@mui/system';
import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';

export default function InputAdornments() {
  const budgetId = React.useId();
  const passwordId = React.useId();
  const [visible, setVisible] = React.useState(false);
  return (
    <Stack>
      <Field>
        <Label htmlFor={budgetId}>Monthly budget</Label>
        <StyledInput
          id={budgetId}
          defaultValue="1,250"
          startAdornment={<Adornment>€</Adornment>}
          endAdornment={<Adornment>per month</Adornment>}
        />
      </Field>
      <Field>
        <Label htmlFor={passwordId}>Password</Label>
        <StyledInput
          id={passwordId}
          type={visible ? 'text' : 'password'}
          autoComplete="new-password"
          endAdornment={
            <ToggleButton aria-label={visible ? 'Hide password' : 'Show password'} onClick={() => setVisible((value) => !value)}>
              {visible ? <VisibilityOff fontSize="small" /> : <Visibility fontSize="small" />}
            </ToggleButton>
          }
        />
      </Field>
    </Stack>
  );
}

const Stack = styled('div')({ display: 'flex', flexDirection: 'column', gap: 16 });

const Adornment = styled('span')({
  fontSize: '0.875rem',
  color: '#4b5563',
  whiteSpace: 'nowrap',
  '.dark &': { color: '#d1d5db' },
});

const ToggleButton = styled(Button)({
  display: 'inline-flex',
  padding: 4,
  marginRight: -4,
  border: 0,
  borderRadius: 6,
  backgroundColor: 'transparent',
  color: 'inherit',
  cursor: 'pointer',
  '&:hover': { backgroundColor: 'rgba(107, 114, 128, 0.15)' },
  '&.base--focusVisible': { outline: '2px solid #1d4ed8' },
  '.dark &.base--focusVisible': { outlineColor: '#93c5fd' },
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
