import { Button } from '@mui/base/Button';
import { styled } from '@mui/system';

const StateButton = styled(Button)(({ theme }) => ({
  fontFamily: 'inherit',
  fontSize: '0.875rem',
  fontWeight: 600,
  padding: '8px 16px',
  borderRadius: 8,
  border: '1px solid',
  borderColor: '#4b5563',
  backgroundColor: 'transparent',
  color: 'inherit',
  cursor: 'pointer',
  '&:hover:not(.base--disabled)': {
    backgroundColor: '#f3f4f6',
  },
  '&.base--focusVisible': {
    outline: '3px solid #60a5fa',
    outlineOffset: 2,
  },
  '&.base--disabled': {
    borderStyle: 'dashed',
    opacity: 0.6,
    cursor: 'not-allowed',
  },
  ...theme.applyStyles('dark', {
    borderColor: '#9ca3af',
    '&:hover:not(.base--disabled)': { backgroundColor: '#1f2937' },
  }),
}));

export default function QuickstartButtonStates() {
  return (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 12 }}>
      <StateButton>Export CSV</StateButton>
      <StateButton disabled>Export PDF</StateButton>
      <StateButton disabled focusableWhenDisabled>
        Export XLSX (focusable)
      </StateButton>
    </div>
  );
}
