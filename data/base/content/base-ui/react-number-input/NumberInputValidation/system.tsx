import * as React from 'react';
import { Unstable_NumberInput as NumberInput } from '@mui/base/Unstable_NumberInput';
import { styled } from '@mui/system';
import KeyboardArrowUp from '@mui/icons-material/KeyboardArrowUp';
import KeyboardArrowDown from '@mui/icons-material/KeyboardArrowDown';

export default function NumberInputValidation() {
  const id = React.useId();
  const [error, setError] = React.useState(false);
  const [confirmation, setConfirmation] = React.useState('');

  const handleSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // The form reads the text of the input, which Enter submits before the field is clamped on blur.
    const text = String(new FormData(event.currentTarget).get('party') ?? '');
    if (text === '' || text === '-') {
      setError(true);
      setConfirmation('');
      document.getElementById(id)?.focus();
      return;
    }
    const people = Math.min(12, Math.max(1, Number(text)));
    setError(false);
    setConfirmation(`Looking for a table for ${people} on Friday at 19:30.`);
  };

  return (
    <Form noValidate onSubmit={handleSubmit}>
      <Label htmlFor={id}>
        Party size <Required aria-hidden>*</Required>
      </Label>
      <NumberInput
        id={id}
        required
        min={1}
        max={12}
        placeholder="How many people?"
        error={error}
        onChange={(_event, value) => {
          setError(value === null);
          setConfirmation('');
        }}
        slots={{ root: Root, input: Input, incrementButton: StepUp, decrementButton: StepDown }}
        slotProps={{
          input: { role: 'spinbutton', name: 'party', 'aria-describedby': `${id}-help` },
          incrementButton: { type: 'button', 'aria-label': 'One more person', children: <KeyboardArrowUp fontSize="small" /> },
          decrementButton: { type: 'button', 'aria-label': 'One person fewer', children: <KeyboardArrowDown fontSize="small" /> },
        }}
      />
      <Help id={`${id}-help`} aria-live="polite" data-error={error || undefined}>
        {error ? 'Enter the number of people, from 1 to 12.' : 'Up to 12 people. For larger groups, call the restaurant.'}
      </Help>
      <Submit type="submit">Check availability</Submit>
      <Status role="status">{confirmation}</Status>
    </Form>
  );
}

const Form = styled('form')({ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: 4, maxWidth: 300 });

const Label = styled('label')({
  fontSize: '0.875rem',
  fontWeight: 600,
  color: '#111827',
  '.dark &': { color: '#f3f4f6' },
});

const Required = styled('span')({ color: '#b91c1c', '.dark &': { color: '#fca5a5' } });

const Help = styled('p')({
  margin: 0,
  fontSize: '0.8125rem',
  color: '#4b5563',
  '&[data-error]': { color: '#b91c1c' },
  '.dark &': { color: '#d1d5db', '&[data-error]': { color: '#fca5a5' } },
});

const Submit = styled('button')({
  marginTop: 12,
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

const Status = styled('p')({
  margin: '8px 0 0',
  fontSize: '0.875rem',
  fontWeight: 500,
  color: '#166534',
  '.dark &': { color: '#86efac' },
});

const Root = styled('div')({
  width: '100%',
  display: 'grid',
  gridTemplateColumns: '1fr 36px',
  gridTemplateRows: 'repeat(2, minmax(24px, 1fr))',
  overflow: 'hidden',
  borderRadius: 8,
  border: '1px solid #6b7280',
  backgroundColor: '#fff',
  color: '#111827',
  '&.base--focused': { borderColor: '#2563eb', boxShadow: '0 0 0 3px rgba(37, 99, 235, 0.3)' },
  '&.base--error': { borderColor: '#b91c1c' },
  '&.base--error.base--focused': { boxShadow: '0 0 0 3px rgba(185, 28, 28, 0.25)' },
  '.dark &': {
    borderColor: '#9ca3af',
    backgroundColor: '#111827',
    color: '#f3f4f6',
    '&.base--focused': { borderColor: '#93c5fd', boxShadow: '0 0 0 3px rgba(147, 197, 253, 0.35)' },
    '&.base--error': { borderColor: '#f87171' },
    '&.base--error.base--focused': { boxShadow: '0 0 0 3px rgba(248, 113, 113, 0.35)' },
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
