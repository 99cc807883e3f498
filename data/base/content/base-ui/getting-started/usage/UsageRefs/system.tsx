import * as React from 'react';
import { Button } from '@mui/base/Button';
import { Input } from '@mui/base/Input';
import { styled } from '@mui/system';

const Form = styled('div')({ display: 'grid', gap: 8, maxWidth: 420 });

const Row = styled('div')({ display: 'flex', flexWrap: 'wrap', gap: 8 });

const CodeInput = styled(Input)(({ theme }) => ({
  display: 'flex',
  flex: '1 1 180px',
  border: '1px solid #6b7280',
  borderRadius: 8,
  '&.base--focused': { outline: '3px solid #1d4ed8', outlineOffset: 1 },
  '& .base-Input-input': {
    flex: 1,
    minWidth: 0,
    padding: '8px 12px',
    border: 'none',
    outline: 'none',
    background: 'transparent',
    color: 'inherit',
    font: 'inherit',
    letterSpacing: '0.05em',
  },
  ...theme.applyStyles('dark', { borderColor: '#9ca3af', '&.base--focused': { outlineColor: '#93c5fd' } }),
}));

const ApplyButton = styled(Button)(({ theme }) => ({
  padding: '8px 14px',
  border: '1px solid #1d4ed8',
  borderRadius: 8,
  backgroundColor: '#2563eb',
  color: '#fff',
  font: 'inherit',
  fontSize: '0.875rem',
  fontWeight: 600,
  cursor: 'pointer',
  '&:hover': { backgroundColor: '#1d4ed8' },
  '&.base--focusVisible': { outline: '3px solid #1d4ed8', outlineOffset: 2 },
  ...theme.applyStyles('dark', { '&.base--focusVisible': { outlineColor: '#93c5fd' } }),
}));

const Report = styled('p')(({ theme }) => ({
  margin: 0,
  color: '#4b5563',
  fontSize: '0.875rem',
  ...theme.applyStyles('dark', { color: '#d1d5db' }),
}));

function describe(element: HTMLElement | null) {
  return element ? `<${element.tagName.toLowerCase()} class="${element.classList[0]}">` : '…';
}

export default function UsageRefs() {
  const id = React.useId();
  // `ref` reaches the root <div>; the <input> inside is reached through its slot.
  const rootRef = React.useRef<HTMLDivElement>(null);
  const inputRef = React.useRef<HTMLInputElement>(null);
  const [code, setCode] = React.useState('');
  const [report, setReport] = React.useState<[string, string]>(['…', '…']);
  React.useEffect(() => {
    setReport([describe(rootRef.current), describe(inputRef.current)]);
  }, []);
  const applySaved = () => {
    setCode('HARBOR15');
    inputRef.current?.focus();
  };
  return (
    <Form>
      <label htmlFor={id} style={{ fontWeight: 600 }}>
        Promo code
      </label>
      <Row>
        <CodeInput
          ref={rootRef}
          id={id}
          value={code}
          onChange={(event) => setCode(event.target.value.toUpperCase())}
          slotProps={{ input: { ref: inputRef } }}
        />
        <ApplyButton onClick={applySaved}>Use saved code</ApplyButton>
      </Row>
      <Report>
        <code>ref</code> → <code>{report[0]}</code>
        <br />
        <code>slotProps.input.ref</code> → <code>{report[1]}</code>
      </Report>
    </Form>
  );
}
