import { Button } from '@mui/base/Button';
import { styled } from '@mui/system';

const base = {
  padding: '8px 16px',
  borderRadius: 8,
  border: 'none',
  font: 'inherit',
  fontWeight: 600,
  color: '#fff',
  backgroundColor: '#0f766e',
  cursor: 'pointer',
};

// Ring on every focus, including mouse clicks.
const FocusButton = styled(Button)({
  ...base,
  '&:focus': { outline: '3px solid #5eead4', outlineOffset: 2 },
});

// Ring only when the keyboard moved focus here.
const FocusVisibleButton = styled(Button)({
  ...base,
  '&:focus': { outline: 'none' },
  '&.base--focusVisible': { outline: '3px solid #5eead4', outlineOffset: 2 },
});

export default function AccessibilityFocusRing() {
  return (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 12 }}>
      <FocusButton>Ring on :focus</FocusButton>
      <FocusVisibleButton>Ring on keyboard focus only</FocusVisibleButton>
    </div>
  );
}
