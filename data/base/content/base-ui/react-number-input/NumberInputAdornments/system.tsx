import * as React from 'react';
import { Unstable_NumberInput as NumberInput } from '@mui/base/Unstable_NumberInput';
import { styled } from '@mui/system';
import KeyboardArrowUp from '@mui/icons-material/KeyboardArrowUp';
import KeyboardArrowDown from '@mui/icons-material/KeyboardArrowDown';

interface UnitFieldProps {
  label: string;
  unit: string;
  position: 'start' | 'end';
  min: number;
  max: number;
  step?: number;
  defaultValue: number;
}

function UnitField({ label, unit, position, ...props }: UnitFieldProps) {
  const id = React.useId();
  const adornment = (
    <Adornment id={`${id}-unit`} data-position={position}>
      {unit}
    </Adornment>
  );
  return (
    <Field>
      <Label htmlFor={id}>{label}</Label>
      <NumberInput
        id={id}
        {...props}
        startAdornment={position === 'start' ? adornment : undefined}
        endAdornment={position === 'end' ? adornment : undefined}
        slots={{ root: Root, input: Input, incrementButton: StepUp, decrementButton: StepDown }}
        slotProps={{
          input: { role: 'spinbutton', 'aria-describedby': `${id}-unit` },
          incrementButton: {
            type: 'button',
            'aria-label': `Increase ${label.toLowerCase()}`,
            children: <KeyboardArrowUp fontSize="small" />,
          },
          decrementButton: {
            type: 'button',
            'aria-label': `Decrease ${label.toLowerCase()}`,
            children: <KeyboardArrowDown fontSize="small" />,
          },
        }}
      />
    </Field>
  );
}

export default function NumberInputAdornments() {
  return (
    <Row>
      <UnitField label="Monthly donation" unit="$" position="start" min={1} max={5000} defaultValue={25} />
      <UnitField label="Storage quota" unit="GB" position="end" min={10} max={500} step={10} defaultValue={50} />
      <UnitField label="Discount" unit="%" position="end" min={0} max={100} defaultValue={15} />
    </Row>
  );
}

const Row = styled('div')({ display: 'flex', flexWrap: 'wrap', gap: 16 });

const Field = styled('div')({ display: 'flex', flexDirection: 'column', gap: 4, width: 170 });

const Label = styled('label')({
  fontSize: '0.875rem',
  fontWeight: 600,
  color: '#111827',
  '.dark &': { color: '#f3f4f6' },
});

const Root = styled('div')({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr auto 36px',
  gridTemplateRows: 'repeat(2, minmax(24px, 1fr))',
  overflow: 'hidden',
  borderRadius: 8,
  border: '1px solid #6b7280',
  backgroundColor: '#fff',
  color: '#111827',
  '&.base--focused': { borderColor: '#2563eb', boxShadow: '0 0 0 3px rgba(37, 99, 235, 0.3)' },
  '&.base-NumberInput-adornedStart .base-NumberInput-input': { paddingLeft: 4 },
  '&.base-NumberInput-adornedEnd .base-NumberInput-input': { paddingRight: 4 },
  '.dark &': {
    borderColor: '#9ca3af',
    backgroundColor: '#111827',
    color: '#f3f4f6',
    '&.base--focused': { borderColor: '#93c5fd', boxShadow: '0 0 0 3px rgba(147, 197, 253, 0.35)' },
  },
});

const Adornment = styled('span')({
  gridRow: '1 / 3',
  alignSelf: 'center',
  fontSize: '0.9375rem',
  color: '#4b5563',
  '&[data-position="start"]': { gridColumn: 1, paddingLeft: 12 },
  '&[data-position="end"]': { gridColumn: 3, paddingRight: 10 },
  '.dark &': { color: '#d1d5db' },
});

const Input = styled('input')({
  gridColumn: 2,
  gridRow: '1 / 3',
  minWidth: 0,
  padding: '10px 12px',
  border: 0,
  outline: 0,
  backgroundColor: 'transparent',
  color: 'inherit',
  font: 'inherit',
  fontSize: '1rem',
});

const StepButton = styled('button')({
  gridColumn: 4,
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
