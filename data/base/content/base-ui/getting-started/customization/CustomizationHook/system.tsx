import * as React from 'react';
import { useSwitch } from '@mui/base/useSwitch';
import { styled } from '@mui/system';

const Pill = styled('span')(({ theme }) => ({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  gap: 6,
  padding: '6px 14px',
  borderRadius: 999,
  fontSize: '0.875rem',
  fontWeight: 600,
  border: '1px solid #4b5563',
  '&[data-checked="true"]': { backgroundColor: '#15803d', borderColor: '#15803d', color: '#fff' },
  '&[data-focus-visible="true"]': { outline: '3px solid #4ade80', outlineOffset: 2 },
  '& input': {
    position: 'absolute',
    inset: 0,
    margin: 0,
    opacity: 0,
    cursor: 'pointer',
  },
  ...theme.applyStyles('dark', { borderColor: '#9ca3af' }),
}));

function PillToggle(props: { label: string; defaultChecked?: boolean }) {
  const { label, defaultChecked } = props;
  const { checked, focusVisible, getInputProps } = useSwitch({ defaultChecked });
  return (
    <Pill data-checked={checked} data-focus-visible={focusVisible}>
      <input {...getInputProps()} aria-label={label} />
      <span aria-hidden>{checked ? '✓' : '+'}</span>
      {label}
    </Pill>
  );
}

export default function CustomizationHook() {
  return (
    <fieldset style={{ border: 'none', margin: 0, padding: 0 }}>
      <legend style={{ marginBottom: 8 }}>Dietary filters</legend>
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>
        <PillToggle label="Vegetarian" defaultChecked />
        <PillToggle label="Gluten free" />
        <PillToggle label="Nut free" />
      </div>
    </fieldset>
  );
}
