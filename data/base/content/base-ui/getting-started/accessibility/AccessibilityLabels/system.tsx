import * as React from 'react';
import { Button } from '@mui/base/Button';
import { Input } from '@mui/base/Input';
import { styled } from '@mui/system';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';

const Row = styled('div')`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: 12px;
`;

const Field = styled('div')`
  display: grid;
  gap: 4px;
`;

const StyledInput = styled(Input)(({ theme }) => ({
  '& input': {
    width: 140,
    padding: '8px 10px',
    borderRadius: 8,
    border: '1px solid #4b5563',
    background: 'transparent',
    color: 'inherit',
    font: 'inherit',
  },
  '&.base--focused input': { outline: '3px solid #60a5fa', outlineOffset: 1 },
  ...theme.applyStyles('dark', { '& input': { borderColor: '#9ca3af' } }),
}));

const IconButton = styled(Button)(({ theme }) => ({
  display: 'grid',
  placeItems: 'center',
  width: 40,
  height: 40,
  borderRadius: 8,
  border: '1px solid #4b5563',
  background: 'transparent',
  color: 'inherit',
  cursor: 'pointer',
  '&.base--focusVisible': { outline: '3px solid #60a5fa', outlineOffset: 2 },
  ...theme.applyStyles('dark', { borderColor: '#9ca3af' }),
}));

const Hint = styled('p')`
  margin: 0;
  font-size: 0.875rem;
`;

export default function AccessibilityLabels() {
  const id = React.useId();
  const [removed, setRemoved] = React.useState(false);
  return (
    <div style={{ display: 'grid', gap: 8 }}>
      <Row>
        <Field>
          <label htmlFor={`${id}-start`}>Quiet hours start</label>
          <StyledInput id={`${id}-start`} type="time" defaultValue="22:00" slotProps={{ input: { 'aria-describedby': `${id}-hint` } }} />
        </Field>
        <IconButton aria-label="Remove quiet hours" onClick={() => setRemoved(true)} disabled={removed}>
          <DeleteOutlineIcon fontSize="small" />
        </IconButton>
      </Row>
      <Hint id={`${id}-hint`}>Notifications stay silent until 7:00.</Hint>
      <Hint role="status">{removed ? 'Quiet hours removed.' : ''}</Hint>
    </div>
  );
}
