import * as React from 'react';
import { Button } from '@mui/base/Button';
import { Input } from '@mui/base/Input';
import { Slider } from '@mui/base/Slider';
import { Switch } from '@mui/base/Switch';
import { styled } from '@mui/system';

const Form = styled('form')(({ theme }) => ({
  display: 'grid',
  gap: 16,
  maxWidth: 420,
  padding: 16,
  border: '1px solid #d1d5db',
  borderRadius: 12,
  backgroundColor: '#fff',
  color: '#111827',
  '& label, & .label': { fontSize: '0.875rem', fontWeight: 600 },
  ...theme.applyStyles('dark', { borderColor: '#4b5563', backgroundColor: '#111827', color: '#f3f4f6' }),
}));

const Field = styled('div')({ display: 'grid', gap: 4 });

const Row = styled('div')({ display: 'flex', alignItems: 'center', gap: 12 });

const EmailInput = styled(Input)(({ theme }) => ({
  display: 'flex',
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
  },
  ...theme.applyStyles('dark', { borderColor: '#9ca3af', '&.base--focused': { outlineColor: '#93c5fd' } }),
}));

const DigestSwitch = styled(Switch)(({ theme }) => ({
  position: 'relative',
  display: 'inline-block',
  flexShrink: 0,
  width: 40,
  height: 24,
  '& .base-Switch-track': {
    position: 'absolute',
    inset: 0,
    borderRadius: 12,
    backgroundColor: '#6b7280',
    transition: 'background-color 150ms',
  },
  '& .base-Switch-thumb': {
    position: 'absolute',
    top: 4,
    left: 4,
    width: 16,
    height: 16,
    borderRadius: '50%',
    backgroundColor: '#fff',
    transition: 'transform 150ms',
  },
  '& .base-Switch-input': {
    position: 'absolute',
    inset: 0,
    width: '100%',
    height: '100%',
    margin: 0,
    opacity: 0,
    cursor: 'pointer',
  },
  '&.base--checked .base-Switch-track': { backgroundColor: '#2563eb' },
  '&.base--checked .base-Switch-thumb': { transform: 'translateX(16px)' },
  '&.base--focusVisible .base-Switch-track': { outline: '2px solid #1d4ed8', outlineOffset: 2 },
  ...theme.applyStyles('dark', { '&.base--focusVisible .base-Switch-track': { outlineColor: '#93c5fd' } }),
}));

const CountSlider = styled(Slider)(({ theme }) => ({
  position: 'relative',
  display: 'block',
  width: '100%',
  height: 4,
  marginTop: 28,
  padding: '12px 0',
  color: '#2563eb',
  cursor: 'pointer',
  touchAction: 'none',
  '& .base-Slider-rail, & .base-Slider-track': {
    position: 'absolute',
    top: '50%',
    height: 4,
    borderRadius: 2,
    backgroundColor: 'currentColor',
    transform: 'translateY(-50%)',
  },
  '& .base-Slider-rail': { width: '100%', opacity: 0.3 },
  '& .base-Slider-thumb': {
    position: 'absolute',
    top: '50%',
    boxSizing: 'border-box',
    width: 18,
    height: 18,
    border: '2px solid currentColor',
    borderRadius: '50%',
    backgroundColor: '#fff',
    transform: 'translate(-50%, -50%)',
    '&.base--focusVisible': { outline: '2px solid #1d4ed8', outlineOffset: 2 },
  },
  // The valueLabel slot has no default class: the component below gives it one.
  '& .value-label': {
    position: 'absolute',
    bottom: 'calc(100% + 6px)',
    left: '50%',
    padding: '0 6px',
    borderRadius: 4,
    backgroundColor: '#1f2937',
    color: '#fff',
    fontSize: '0.75rem',
    fontWeight: 600,
    lineHeight: 1.5,
    transform: 'translateX(-50%)',
  },
  ...theme.applyStyles('dark', {
    color: '#93c5fd',
    '& .base-Slider-thumb': { backgroundColor: '#111827' },
    '& .base-Slider-thumb.base--focusVisible': { outlineColor: '#93c5fd' },
    '& .value-label': { backgroundColor: '#e5e7eb', color: '#111827' },
  }),
}));

const SubmitButton = styled(Button)(({ theme }) => ({
  justifySelf: 'start',
  padding: '8px 16px',
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

const Output = styled('p')(({ theme }) => ({
  margin: 0,
  color: '#4b5563',
  fontSize: '0.875rem',
  overflowWrap: 'anywhere',
  ...theme.applyStyles('dark', { color: '#d1d5db' }),
}));

export default function AppRouterForm() {
  const emailId = React.useId();
  const digestId = React.useId();
  const countId = React.useId();
  const [sent, setSent] = React.useState('');
  // In the App Router this handler would be a Server Action (`<form action={save}>`), which receives the same FormData.
  const handleSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    setSent(`Sent: email=${data.get('email')}, digest=${data.get('digest') ?? '(not sent)'}, articles=${data.get('articles')}`);
  };
  // styled() needs a client file; the Base UI props themselves are all serializable.
  return (
    <Form onSubmit={handleSubmit}>
      <Field>
        <label htmlFor={emailId}>Email address</label>
        <EmailInput id={emailId} name="email" type="email" required defaultValue="ines.okafor@example.com" />
      </Field>
      <Row>
        <DigestSwitch defaultChecked slotProps={{ input: { id: digestId, name: 'digest' } }} />
        <label htmlFor={digestId}>Weekly digest</label>
      </Row>
      <Field>
        <span id={countId} className="label">
          Articles per email
        </span>
        <CountSlider
          name="articles"
          aria-labelledby={countId}
          defaultValue={5}
          min={1}
          max={10}
          slots={{ valueLabel: 'span' }}
          slotProps={{ valueLabel: { className: 'value-label' } }}
        />
      </Field>
      <SubmitButton type="submit">Save preferences</SubmitButton>
      <Output role="status">{sent}</Output>
    </Form>
  );
}
