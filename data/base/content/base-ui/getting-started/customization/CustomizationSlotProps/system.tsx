import * as React from 'react';
import { Input } from '@mui/base/Input';
import { styled } from '@mui/system';

const Field = styled('div')(({ theme }) => ({
  display: 'flex',
  alignItems: 'center',
  gap: 8,
  maxWidth: 320,
  padding: '0 12px',
  borderRadius: 8,
  border: '1px solid #6b7280',
  '&.base--focused': { outline: '3px solid #60a5fa', outlineOffset: 1 },
  ...theme.applyStyles('dark', { borderColor: '#9ca3af' }),
}));

const Control = styled('input')`
  flex: 1;
  min-width: 0;
  padding: 10px 0;
  border: none;
  outline: none;
  background: transparent;
  color: inherit;
  font: inherit;
`;

export default function CustomizationSlotProps() {
  const id = React.useId();
  return (
    <div style={{ display: 'grid', gap: 6 }}>
      <label htmlFor={id}>Shipping ZIP code</label>
      <Input
        id={id}
        placeholder="e.g. 94103"
        startAdornment={<span aria-hidden>📦</span>}
        slots={{ root: Field, input: Control }}
        slotProps={{ input: { inputMode: 'numeric', maxLength: 5 } }}
      />
    </div>
  );
}
