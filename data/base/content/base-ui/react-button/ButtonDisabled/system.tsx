import * as React from 'react';
import { Button } from '@mui/base/Button';
import { styled } from '@mui/system';

export default function ButtonDisabled() {
  const hintId = React.useId();
  return (
    <Stack>
      <Row>
        <StyledButton disabled>Archive project</StyledButton>
        <StyledButton disabled focusableWhenDisabled aria-describedby={hintId}>
          Export to PDF
        </StyledButton>
      </Row>
      <Hint id={hintId}>PDF export is included in the Team plan.</Hint>
    </Stack>
  );
}

const Stack = styled('div')({ display: 'flex', flexDirection: 'column', gap: 8 });
const Row = styled('div')({ display: 'flex', flexWrap: 'wrap', gap: 12 });

const Hint = styled('p')({
  margin: 0,
  fontSize: '0.875rem',
  color: '#4b5563',
  '.dark &': { color: '#d1d5db' },
});

const StyledButton = styled(Button)({
  fontFamily: 'inherit',
  fontSize: '0.875rem',
  fontWeight: 600,
  lineHeight: 1.5,
  padding: '8px 16px',
  borderRadius: 8,
  border: '1px solid transparent',
  backgroundColor: '#2563eb',
  color: '#fff',
  cursor: 'pointer',
  '&:hover:not(.base--disabled)': { backgroundColor: '#1d4ed8' },
  '&.base--focusVisible': {
    outline: '2px solid #1d4ed8',
    outlineOffset: 2,
    '.dark &': { outlineColor: '#93c5fd' },
  },
  '&.base--disabled': { opacity: 0.5, cursor: 'not-allowed' },
});
