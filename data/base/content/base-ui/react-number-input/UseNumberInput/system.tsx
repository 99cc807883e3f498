import * as React from 'react';
import { unstable_useNumberInput as useNumberInput } from '@mui/base/unstable_useNumberInput';
import { styled } from '@mui/system';
import KeyboardArrowUp from '@mui/icons-material/KeyboardArrowUp';
import KeyboardArrowDown from '@mui/icons-material/KeyboardArrowDown';

interface TimeColumnProps {
  unit: string;
  max: number;
  shiftMultiplier: number;
  value: number;
  onChange: (value: number) => void;
}

function TimeColumn({ unit, max, shiftMultiplier, value, onChange }: TimeColumnProps) {
  const { getRootProps, getInputProps, getIncrementButtonProps, getDecrementButtonProps, focused } = useNumberInput({
    min: 0,
    max,
    shiftMultiplier,
    value,
    onChange: (_event, next) => onChange(next ?? 0),
  });
  return (
    <Column {...getRootProps()} data-focused={focused || undefined}>
      <Chevron {...getIncrementButtonProps({ 'aria-label': `One more ${unit}` })} type="button">
        <KeyboardArrowUp />
      </Chevron>
      <Digits {...getInputProps({ role: 'spinbutton', 'aria-label': `${unit}s` })} />
      <Unit aria-hidden>{unit}s</Unit>
      <Chevron {...getDecrementButtonProps({ 'aria-label': `One ${unit} fewer` })} type="button">
        <KeyboardArrowDown />
      </Chevron>
    </Column>
  );
}

export default function UseNumberInput() {
  const labelId = React.useId();
  const [hours, setHours] = React.useState(1);
  const [minutes, setMinutes] = React.useState(15);
  return (
    <Card>
      <Title id={labelId}>Roasting time</Title>
      <Columns role="group" aria-labelledby={labelId}>
        <TimeColumn unit="hour" max={12} shiftMultiplier={3} value={hours} onChange={setHours} />
        <Colon aria-hidden>:</Colon>
        <TimeColumn unit="minute" max={59} shiftMultiplier={15} value={minutes} onChange={setMinutes} />
      </Columns>
      <Summary role="status">{hours * 60 + minutes === 0 ? 'No time set.' : `Switches off after ${hours} h ${minutes} min.`}</Summary>
    </Card>
  );
}

const Card = styled('div')({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: 12,
  width: '100%',
  maxWidth: 300,
  padding: 20,
  borderRadius: 16,
  border: '1px solid #e5e7eb',
  backgroundColor: '#fff',
  color: '#111827',
  '.dark &': { borderColor: '#374151', backgroundColor: '#111827', color: '#f3f4f6' },
});

const Title = styled('p')({ margin: 0, fontSize: '1rem', fontWeight: 600 });

const Columns = styled('div')({ display: 'flex', alignItems: 'center', gap: 8 });

const Colon = styled('span')({ fontSize: '2rem', fontWeight: 600, paddingBottom: 20 });

const Column = styled('div')({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: 2,
  padding: 6,
  borderRadius: 12,
  border: '2px solid transparent',
  '&[data-focused]': { borderColor: '#2563eb' },
  '.dark &[data-focused]': { borderColor: '#93c5fd' },
});

const Chevron = styled('button')({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 44,
  height: 32,
  padding: 0,
  border: 0,
  borderRadius: 8,
  backgroundColor: 'transparent',
  color: '#1d4ed8',
  cursor: 'pointer',
  '&:hover': { backgroundColor: '#eff6ff' },
  '&:disabled': { color: '#9ca3af', backgroundColor: 'transparent', cursor: 'not-allowed' },
  '.dark &': {
    color: '#93c5fd',
    '&:hover': { backgroundColor: '#1e3a8a' },
    '&:disabled': { color: '#6b7280', backgroundColor: 'transparent' },
  },
});

const Digits = styled('input')({
  width: 64,
  padding: '4px 0',
  border: 0,
  borderRadius: 8,
  outline: 0,
  backgroundColor: '#f3f4f6',
  color: 'inherit',
  font: 'inherit',
  fontSize: '2rem',
  fontWeight: 600,
  fontVariantNumeric: 'tabular-nums',
  textAlign: 'center',
  '.dark &': { backgroundColor: '#1f2937' },
});

const Unit = styled('span')({ fontSize: '0.75rem', color: '#4b5563', '.dark &': { color: '#d1d5db' } });

const Summary = styled('p')({ margin: 0, fontSize: '0.875rem', textAlign: 'center' });
