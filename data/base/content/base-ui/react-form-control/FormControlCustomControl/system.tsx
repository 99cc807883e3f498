import * as React from 'react';
import { FormControl, useFormControlContext } from '@mui/base/FormControl';
import { styled } from '@mui/system';

const speeds = [
  { value: 'standard', title: 'Standard', detail: '3–5 days, free' },
  { value: 'express', title: 'Express', detail: 'Next day, $9' },
  { value: 'same-day', title: 'Same day', detail: 'Order by 2 pm, $19' },
];

function FieldLabel({ id, children }: { id: string; children: React.ReactNode }) {
  const context = useFormControlContext();
  return (
    <Legend id={id}>
      {children}
      {context?.required ? <Required aria-hidden> *</Required> : null}
    </Legend>
  );
}

// A control of your own: it takes its value, state and handlers from the FormControl around it.
function SpeedPicker({ labelId }: { labelId: string }) {
  const name = React.useId();
  const context = useFormControlContext();
  if (!context) {
    throw new Error('SpeedPicker must be placed inside a FormControl.');
  }
  return (
    <Cards role="radiogroup" aria-labelledby={labelId} aria-required={context.required}>
      {speeds.map((speed) => (
        <Card key={speed.value} data-disabled={context.disabled || undefined}>
          <input
            type="radio"
            name={name}
            value={speed.value}
            checked={context.value === speed.value}
            disabled={context.disabled}
            required={context.required}
            onChange={context.onChange}
            onFocus={context.onFocus}
            onBlur={context.onBlur}
          />
          <CardText>
            <strong>{speed.title}</strong>
            <span>{speed.detail}</span>
          </CardText>
        </Card>
      ))}
    </Cards>
  );
}

export default function FormControlCustomControl() {
  const labelId = React.useId();
  const [speed, setSpeed] = React.useState('standard');
  const [oversized, setOversized] = React.useState(false);
  return (
    <Layout>
      <FormControl required disabled={oversized} value={oversized ? 'standard' : speed} onChange={(event) => setSpeed(event.target.value)}>
        <FieldLabel id={labelId}>Delivery speed</FieldLabel>
        <SpeedPicker labelId={labelId} />
      </FormControl>
      <Check>
        <input type="checkbox" checked={oversized} onChange={(event) => setOversized(event.target.checked)} />
        The order contains a bulky item (standard delivery only)
      </Check>
    </Layout>
  );
}

const Layout = styled('div')({ display: 'flex', flexDirection: 'column', gap: 16, width: '100%', maxWidth: 520 });

const Legend = styled('p')({
  margin: '0 0 6px',
  fontSize: '0.875rem',
  fontWeight: 600,
  color: '#111827',
  '.dark &': { color: '#f3f4f6' },
});

const Required = styled('span')({ color: '#b91c1c', '.dark &': { color: '#fca5a5' } });

const Cards = styled('div')({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(140px, 1fr))',
  gap: 8,
});

const Card = styled('label')({
  display: 'flex',
  alignItems: 'flex-start',
  gap: 10,
  padding: 12,
  borderRadius: 10,
  border: '1px solid #9ca3af',
  backgroundColor: '#fff',
  color: '#111827',
  cursor: 'pointer',
  '& input': { width: 16, height: 16, margin: '2px 0 0', accentColor: '#1d4ed8' },
  '&:has(input:checked)': { borderColor: '#1d4ed8', backgroundColor: '#eff6ff', boxShadow: 'inset 0 0 0 1px #1d4ed8' },
  '&:has(input:focus-visible)': { outline: '2px solid #2563eb', outlineOffset: 2 },
  '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.6 },
  '.dark &': {
    borderColor: '#6b7280',
    backgroundColor: '#111827',
    color: '#f3f4f6',
    '& input': { accentColor: '#93c5fd' },
    '&:has(input:checked)': { borderColor: '#93c5fd', backgroundColor: '#172554', boxShadow: 'inset 0 0 0 1px #93c5fd' },
    '&:has(input:focus-visible)': { outlineColor: '#93c5fd' },
  },
});

const CardText = styled('span')({
  display: 'flex',
  flexDirection: 'column',
  gap: 2,
  fontSize: '0.9375rem',
  '& span': { fontSize: '0.8125rem', color: '#4b5563' },
  '.dark & span': { color: '#d1d5db' },
});

const Check = styled('label')({
  display: 'flex',
  alignItems: 'center',
  gap: 8,
  fontSize: '0.875rem',
  color: '#111827',
  cursor: 'pointer',
  '& input': { width: 16, height: 16, margin: 0, flexShrink: 0, accentColor: '#1d4ed8' },
  '.dark &': { color: '#f3f4f6', '& input': { accentColor: '#93c5fd' } },
});
