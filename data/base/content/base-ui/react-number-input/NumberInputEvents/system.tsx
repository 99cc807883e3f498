import * as React from 'react';
import { Unstable_NumberInput as NumberInput } from '@mui/base/Unstable_NumberInput';
import { styled } from '@mui/system';
import KeyboardArrowUp from '@mui/icons-material/KeyboardArrowUp';
import KeyboardArrowDown from '@mui/icons-material/KeyboardArrowDown';

interface Entry {
  key: number;
  handler: 'onChange' | 'onInputChange';
  detail: string;
}

export default function NumberInputEvents() {
  const id = React.useId();
  const [entries, setEntries] = React.useState<Entry[]>([]);
  const nextKey = React.useRef(0);
  const log = (handler: Entry['handler'], detail: string) => {
    nextKey.current += 1;
    const key = nextKey.current;
    setEntries((previous) => [{ key, handler, detail }, ...previous].slice(0, 5));
  };
  return (
    <Layout>
      <Field>
        <Label htmlFor={id}>Tickets</Label>
        <NumberInput
          id={id}
          min={0}
          max={20}
          defaultValue={2}
          onInputChange={(event) => log('onInputChange', `text is "${event.target.value}"`)}
          onChange={(event, value) => log('onChange', `value ${value ?? 'null'}, after ${event.type}`)}
          slots={{ root: Root, input: Input, incrementButton: StepUp, decrementButton: StepDown }}
          slotProps={{
            input: { role: 'spinbutton', 'aria-describedby': `${id}-hint` },
            incrementButton: { type: 'button', 'aria-label': 'One more ticket', children: <KeyboardArrowUp fontSize="small" /> },
            decrementButton: { type: 'button', 'aria-label': 'One ticket fewer', children: <KeyboardArrowDown fontSize="small" /> },
          }}
        />
        <Hint id={`${id}-hint`}>Type, step, then leave the field.</Hint>
      </Field>
      <Log role="log" aria-label="Event log">
        {entries.length === 0 ? (
          <Empty>No events yet.</Empty>
        ) : (
          <Entries>
            {entries.map((entry) => (
              <li key={entry.key}>
                <Handler>{entry.handler}</Handler> {entry.detail}
              </li>
            ))}
          </Entries>
        )}
      </Log>
    </Layout>
  );
}

const Layout = styled('div')({ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', gap: 24 });

const Field = styled('div')({ display: 'flex', flexDirection: 'column', gap: 4, width: 200 });

const Log = styled('div')({
  flex: '1 1 240px',
  minHeight: 150,
  padding: '10px 14px',
  borderRadius: 8,
  backgroundColor: '#f3f4f6',
  color: '#111827',
  fontSize: '0.8125rem',
  '.dark &': { backgroundColor: '#1f2937', color: '#f3f4f6' },
});

const Empty = styled('p')({ margin: 0, color: '#4b5563', '.dark &': { color: '#d1d5db' } });

const Entries = styled('ul')({
  margin: 0,
  padding: 0,
  listStyle: 'none',
  display: 'flex',
  flexDirection: 'column',
  gap: 6,
});

const Handler = styled('code')({
  padding: '1px 6px',
  borderRadius: 4,
  backgroundColor: '#dbeafe',
  color: '#1e3a8a',
  fontFamily: 'ui-monospace, SFMono-Regular, Menlo, monospace',
  '.dark &': { backgroundColor: '#1e3a8a', color: '#dbeafe' },
});

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
