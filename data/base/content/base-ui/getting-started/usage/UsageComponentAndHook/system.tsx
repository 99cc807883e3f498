import * as React from 'react';
import { Switch } from '@mui/base/Switch';
import { useSwitch } from '@mui/base/useSwitch';
import { styled } from '@mui/system';

interface SettingProps {
  label: string;
  caption: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}

const List = styled('div')({ display: 'grid', gap: 12, maxWidth: 440 });

const Row = styled('div')(({ theme }) => ({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: 16,
  padding: '12px 16px',
  border: '1px solid #d1d5db',
  borderRadius: 10,
  ...theme.applyStyles('dark', { borderColor: '#4b5563' }),
}));

const Text = styled('div')({ display: 'grid', gap: 2, '& label': { fontWeight: 600 } });

const Caption = styled('span')(({ theme }) => ({
  margin: 0,
  color: '#4b5563',
  fontSize: '0.8125rem',
  ...theme.applyStyles('dark', { color: '#d1d5db' }),
}));

// One style for both switches: the component sets state classes, the hook's flags become data attributes.
const SwitchFrame = styled('span')(({ theme }) => ({
  position: 'relative',
  display: 'inline-block',
  flexShrink: 0,
  width: 40,
  height: 24,
  '& .track': {
    position: 'absolute',
    inset: 0,
    borderRadius: 12,
    backgroundColor: '#6b7280',
    transition: 'background-color 150ms',
  },
  '& .thumb': {
    position: 'absolute',
    top: 4,
    left: 4,
    width: 16,
    height: 16,
    borderRadius: '50%',
    backgroundColor: '#fff',
    transition: 'transform 150ms',
  },
  '& input': {
    position: 'absolute',
    inset: 0,
    width: '100%',
    height: '100%',
    margin: 0,
    opacity: 0,
    cursor: 'pointer',
  },
  '&.base--checked .track, &[data-checked] .track': { backgroundColor: '#2563eb' },
  '&.base--checked .thumb, &[data-checked] .thumb': { transform: 'translateX(16px)' },
  '&.base--focusVisible .track, &[data-focus-visible] .track': { outline: '2px solid #1d4ed8', outlineOffset: 2 },
  ...theme.applyStyles('dark', {
    '&.base--focusVisible .track, &[data-focus-visible] .track': { outlineColor: '#93c5fd' },
  }),
}));

// The component renders its own markup and adds base-Switch-* and base--* classes.
function ComponentSetting({ label, caption, checked, onChange }: SettingProps) {
  const id = React.useId();
  return (
    <Row>
      <Text>
        <label htmlFor={id}>{label}</label>
        <Caption>{caption}</Caption>
      </Text>
      <Switch
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
        slots={{ root: SwitchFrame }}
        slotProps={{ track: { className: 'track' }, thumb: { className: 'thumb' }, input: { id } }}
      />
    </Row>
  );
}

// The hook returns state and prop getters only: the markup and the state attributes are ours.
function HookSetting({ label, caption, checked, onChange }: SettingProps) {
  const id = React.useId();
  const { getInputProps, focusVisible } = useSwitch({
    checked,
    onChange: (event) => onChange(event.target.checked),
  });
  return (
    <Row>
      <Text>
        <label htmlFor={id}>{label}</label>
        <Caption>{caption}</Caption>
      </Text>
      <SwitchFrame data-checked={checked || undefined} data-focus-visible={focusVisible || undefined}>
        <span className="track" />
        <span className="thumb" />
        <input {...getInputProps()} id={id} />
      </SwitchFrame>
    </Row>
  );
}

export default function UsageComponentAndHook() {
  const [summary, setSummary] = React.useState(true);
  const [push, setPush] = React.useState(false);
  return (
    <List>
      <ComponentSetting label="Weekly summary email" caption="Built with <Switch>" checked={summary} onChange={setSummary} />
      <HookSetting label="Push notifications" caption="Built with useSwitch()" checked={push} onChange={setPush} />
      <Caption as="p" role="status">
        Weekly summary {summary ? 'on' : 'off'} · push notifications {push ? 'on' : 'off'}
      </Caption>
    </List>
  );
}
