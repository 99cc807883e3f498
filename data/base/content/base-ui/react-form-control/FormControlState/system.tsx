import * as React from 'react';
import { FormControl, FormControlState as State } from '@mui/base/FormControl';
import { Input } from '@mui/base/Input';
import { styled } from '@mui/system';

const flags = ['filled', 'focused', 'required', 'error', 'disabled'] as const;

export default function FormControlState() {
  const id = React.useId();
  const [settings, setSettings] = React.useState({ disabled: false, error: false, required: true });
  const toggle = (name: keyof typeof settings) => () => setSettings((previous) => ({ ...previous, [name]: !previous[name] }));
  return (
    <Layout>
      <Toggles role="group" aria-label="FormControl props">
        {(['required', 'error', 'disabled'] as const).map((name) => (
          <Toggle key={name}>
            <input type="checkbox" checked={settings[name]} onChange={toggle(name)} />
            <code>{name}</code>
          </Toggle>
        ))}
      </Toggles>
      <FormControl defaultValue="" {...settings}>
        {(state: State) => (
          <React.Fragment>
            <Label htmlFor={id}>Project name</Label>
            <StyledInput id={id} placeholder="Type, then click elsewhere" />
            <Flags aria-label="State passed to the children">
              {flags.map((flag) => (
                <Flag key={flag} data-on={state[flag] || undefined}>
                  {flag}: {state[flag] ? 'true' : 'false'}
                </Flag>
              ))}
            </Flags>
          </React.Fragment>
        )}
      </FormControl>
    </Layout>
  );
}

const Layout = styled('div')({ display: 'flex', flexDirection: 'column', gap: 12, width: '100%', maxWidth: 380 });

const Toggles = styled('div')({ display: 'flex', flexWrap: 'wrap', gap: 16 });

const Toggle = styled('label')({
  display: 'inline-flex',
  alignItems: 'center',
  gap: 6,
  fontSize: '0.875rem',
  color: '#111827',
  cursor: 'pointer',
  '& input': { width: 16, height: 16, margin: 0, accentColor: '#1d4ed8' },
  '& input:focus-visible': { outline: '2px solid #2563eb', outlineOffset: 2 },
  '.dark &': { color: '#f3f4f6', '& input': { accentColor: '#93c5fd' } },
});

const Label = styled('label')({
  display: 'block',
  marginBottom: 4,
  fontSize: '0.875rem',
  fontWeight: 600,
  color: '#111827',
  '.dark &': { color: '#f3f4f6' },
});

const Flags = styled('ul')({ display: 'flex', flexWrap: 'wrap', gap: 6, margin: '10px 0 0', padding: 0, listStyle: 'none' });

const Flag = styled('li')({
  padding: '2px 10px',
  borderRadius: 999,
  border: '1px solid #d1d5db',
  color: '#4b5563',
  fontFamily: 'ui-monospace, SFMono-Regular, Menlo, monospace',
  fontSize: '0.75rem',
  '&[data-on]': { borderColor: '#1d4ed8', backgroundColor: '#1d4ed8', color: '#fff' },
  '.dark &': {
    borderColor: '#4b5563',
    color: '#d1d5db',
    '&[data-on]': { borderColor: '#93c5fd', backgroundColor: '#93c5fd', color: '#111827' },
  },
});

const StyledInput = styled(Input)({
  borderRadius: 8,
  border: '1px solid #6b7280',
  backgroundColor: '#fff',
  color: '#111827',
  '&:focus-within': { borderColor: '#2563eb', boxShadow: '0 0 0 3px rgba(37, 99, 235, 0.3)' },
  '&.base--error': { borderColor: '#b91c1c' },
  '&.base--disabled': { opacity: 0.55 },
  '& .base-Input-input': {
    width: '100%',
    boxSizing: 'border-box',
    padding: '10px 12px',
    border: 0,
    outline: 0,
    backgroundColor: 'transparent',
    color: 'inherit',
    font: 'inherit',
    fontSize: '1rem',
  },
  '& .base-Input-input::placeholder': { color: '#6b7280' },
  '.dark &': {
    borderColor: '#9ca3af',
    backgroundColor: '#111827',
    color: '#f3f4f6',
    '&:focus-within': { borderColor: '#93c5fd', boxShadow: '0 0 0 3px rgba(147, 197, 253, 0.35)' },
    '&.base--error': { borderColor: '#f87171' },
    '& .base-Input-input::placeholder': { color: '#9ca3af' },
  },
});
