import * as React from 'react';
import { Unstable_NumberInput as NumberInput } from '@mui/base/Unstable_NumberInput';
import { styled } from '@mui/system';
import KeyboardArrowUp from '@mui/icons-material/KeyboardArrowUp';
import KeyboardArrowDown from '@mui/icons-material/KeyboardArrowDown';

export default function NumberInputStep() {
  const id = React.useId();
  return (
    <Field>
      <Label htmlFor={id}>Break length in minutes</Label>
      <NumberInput
        id={id}
        min={5}
        max={60}
        step={5}
        defaultValue={15}
        slots={{ root: Root, input: Input, incrementButton: StepUp, decrementButton: StepDown }}
        slotProps={{
          input: { role: 'spinbutton', 'aria-describedby': `${id}-hint` },
          incrementButton: { type: 'button', 'aria-label': 'Five minutes longer', children: <KeyboardArrowUp fontSize="small" /> },
          decrementButton: { type: 'button', 'aria-label': 'Five minutes shorter', children: <KeyboardArrowDown fontSize="small" /> },
        }}
      />
      <Hint id={`${id}-hint`}>5 to 60, in steps of 5. Try typing 22, then leave the field.</Hint>
    </Field>
  );
}

const Field = styled('div')({ display: 'flex', flexDirection: 'column', gap: 4, maxWidth: 280 });

const Label = styled('label')({
  fontSize: '0.875rem',
  fontWeight: 600,
  color: '#111827',
  '.dark &': { color: '#f3f4f6' },
});

const Hint = styled('p')({
  margin: 0,
  fontSize: '0.8125rem',
  color: '#4b5563',
  '.dark &': { color: '#d1d5db' },
});

const Root = styled('div')({
  display: 'grid',
  gridTemplateColumns: '1fr 36px',
  gridTemplateRows: 'repeat(2, minmax(24px, 1fr))',
  overflow: 'hidden',
  borderRadius: 8,
  border: '1px solid #6b7280',
  backgroundColor: '#fff',
  color: '#111827',
  '&.base--focused': { borderColor: '#2563eb', boxShadow: '0 0 0 3px rgba(37, 99, 235, 0.3)' },
  '.dark &': {
    borderColor: '#9ca3af',
    backgroundColor: '#111827',
    color: '#f3f4f6',
    '&.base--focused': { borderColor: '#93c5fd', boxShadow: '0 0 0 3px rgba(147, 197, 253, 0.35)' },
  },
});

const Input = styled('input')({
  gridColumn: 1,
  gridRow: '1 / 3',
  minWidth: 0,
  padding: '10px 12px',
  border: 0,
  outline: 0,
  backgroundColor: 'transparent',
  color: 'inherit',
  font: 'inherit',
  fontSize: '1rem',
  '&::placeholder': { color: '#6b7280' },
  '.dark &::placeholder': { color: '#9ca3af' },
});

const StepButton = styled('button')({
  gridColumn: 2,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  padding: 0,
  border: 0,
  borderLeft: '1px solid #d1d5db',
  backgroundColor: '#f9fafb',
  color: '#374151',
  cursor: 'pointer',
  '&:hover': { backgroundColor: '#e5e7eb' },
  '&:disabled': { color: '#9ca3af', cursor: 'not-allowed', backgroundColor: '#f9fafb' },
  '.dark &': {
    borderLeftColor: '#4b5563',
    backgroundColor: '#1f2937',
    color: '#e5e7eb',
    '&:hover': { backgroundColor: '#374151' },
    '&:disabled': { color: '#6b7280', backgroundColor: '#1f2937' },
  },
});

const StepUp = styled(StepButton)({ gridRow: 1, borderBottom: '1px solid #d1d5db', '.dark &': { borderBottomColor: '#4b5563' } });

const StepDown = styled(StepButton)({ gridRow: 2 });
