import * as React from 'react';
import { Unstable_NumberInput as NumberInput } from '@mui/base/Unstable_NumberInput';
import { styled } from '@mui/system';
import KeyboardArrowUp from '@mui/icons-material/KeyboardArrowUp';
import KeyboardArrowDown from '@mui/icons-material/KeyboardArrowDown';

const presets = [
  { name: 'Eco', value: 18 },
  { name: 'Comfort', value: 21 },
  { name: 'Boost', value: 24 },
];

export default function NumberInputControlled() {
  const id = React.useId();
  const [target, setTarget] = React.useState<number | null>(21);
  return (
    <Field>
      <Label htmlFor={id}>Target temperature in °C</Label>
      <NumberInput
        id={id}
        min={10}
        max={30}
        value={target}
        onChange={(_event, value) => setTarget(value)}
        slots={{ root: Root, input: Input, incrementButton: StepUp, decrementButton: StepDown }}
        slotProps={{
          input: { role: 'spinbutton' },
          incrementButton: { type: 'button', 'aria-label': 'One degree warmer', children: <KeyboardArrowUp fontSize="small" /> },
          decrementButton: { type: 'button', 'aria-label': 'One degree cooler', children: <KeyboardArrowDown fontSize="small" /> },
        }}
      />
      <Presets role="group" aria-label="Presets">
        {presets.map((preset) => (
          <Preset key={preset.name} type="button" aria-pressed={target === preset.value} onClick={() => setTarget(preset.value)}>
            {preset.name} {preset.value} °C
          </Preset>
        ))}
      </Presets>
      <Status role="status">{target === null ? 'Heating is off until you set a target.' : `Heating the room to ${target} °C.`}</Status>
    </Field>
  );
}

const Field = styled('div')({ display: 'flex', flexDirection: 'column', gap: 4, width: '100%', maxWidth: 320 });

const Presets = styled('div')({ display: 'flex', flexWrap: 'wrap', gap: 8, marginTop: 8 });

const Preset = styled('button')({
  padding: '6px 12px',
  borderRadius: 999,
  border: '1px solid #9ca3af',
  backgroundColor: '#fff',
  color: '#111827',
  font: 'inherit',
  fontSize: '0.8125rem',
  cursor: 'pointer',
  '&:hover': { backgroundColor: '#f3f4f6' },
  '&[aria-pressed="true"]': { borderColor: '#1d4ed8', backgroundColor: '#1d4ed8', color: '#fff' },
  '&:focus-visible': { outline: '2px solid #2563eb', outlineOffset: 2 },
  '.dark &': {
    borderColor: '#6b7280',
    backgroundColor: '#111827',
    color: '#f3f4f6',
    '&:hover': { backgroundColor: '#1f2937' },
    '&[aria-pressed="true"]': { borderColor: '#93c5fd', backgroundColor: '#93c5fd', color: '#111827' },
    '&:focus-visible': { outlineColor: '#93c5fd' },
  },
});

const Status = styled('p')({
  margin: '8px 0 0',
  fontSize: '0.875rem',
  fontWeight: 500,
  color: '#111827',
  '.dark &': { color: '#f3f4f6' },
});

const Label = styled('label')({
  fontSize: '0.875rem',
  fontWeight: 600,
  color: '#111827',
  '.dark &': { color: '#f3f4f6' },
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
