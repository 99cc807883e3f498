import * as React from 'react';
import { Input, InputOwnerState } from '@mui/base/Input';
import { styled } from '@mui/system';

const Field = styled('div')<{ ownerState: InputOwnerState }>(({ theme, ownerState }) => {
  let borderColor = '#6b7280';
  let darkBorderColor = '#9ca3af';
  if (ownerState.error) {
    borderColor = '#b91c1c';
    darkBorderColor = '#f87171';
  } else if (ownerState.focused) {
    borderColor = '#2563eb';
    darkBorderColor = '#2563eb';
  }
  return {
    maxWidth: 320,
    borderRadius: 8,
    border: `2px solid ${borderColor}`,
    '& input': {
      width: '100%',
      boxSizing: 'border-box',
      padding: '8px 12px',
      border: 'none',
      outline: 'none',
      background: 'transparent',
      color: 'inherit',
      font: 'inherit',
      letterSpacing: '0.1em',
    },
    ...theme.applyStyles('dark', { borderColor: darkBorderColor }),
  };
});

const Help = styled('p')<{ invalid: boolean }>(({ theme, invalid }) => ({
  margin: 0,
  fontSize: '0.875rem',
  color: invalid ? '#b91c1c' : 'inherit',
  ...(invalid ? theme.applyStyles('dark', { color: '#fca5a5' }) : {}),
}));

export default function CustomizationOwnerState() {
  const id = React.useId();
  const [code, setCode] = React.useState('');
  const invalid = code !== '' && !/^[A-Z0-9]{6}$/.test(code);
  return (
    <div style={{ display: 'grid', gap: 6 }}>
      <label htmlFor={id}>Coupon code</label>
      <Input
        id={id}
        value={code}
        onChange={(event) => setCode(event.target.value.toUpperCase())}
        error={invalid}
        slots={{ root: Field }}
        slotProps={{ input: { 'aria-describedby': `${id}-help` } }}
      />
      <Help id={`${id}-help`} invalid={invalid}>
        {invalid ? 'Codes are 6 letters or digits.' : 'Try SPRING or WINTER24.'}
      </Help>
    </div>
  );
}
