import * as React from 'react';
import { Button } from '@mui/base/Button';
import { styled } from '@mui/system';

const SaveButton = styled(Button)`
  font-family: inherit;
  font-size: 0.875rem;
  font-weight: 600;
  line-height: 1.5;
  padding: 8px 16px;
  border-radius: 8px;
  border: 1px solid #1d4ed8;
  background-color: #2563eb;
  color: #fff;
  cursor: pointer;
  transition: background-color 120ms;

  &:hover {
    background-color: #1d4ed8;
  }

  &.base--active {
    background-color: #1e40af;
  }

  &.base--focusVisible {
    outline: 3px solid #93c5fd;
    outline-offset: 2px;
  }
`;

export default function QuickstartButton() {
  const [saved, setSaved] = React.useState(0);
  return (
    <div style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 16 }}>
      <SaveButton onClick={() => setSaved((count) => count + 1)}>Save draft</SaveButton>
      <span role="status">{saved === 0 ? 'Not saved yet' : `Saved ${saved} time(s)`}</span>
    </div>
  );
}
