import { Switch } from '@mui/base/Switch';
import { styled } from '@mui/system';

const StyledSwitch = styled(Switch)`
  position: relative;
  display: inline-block;
  flex-shrink: 0;
  width: 40px;
  height: 24px;

  & .base-Switch-track {
    position: absolute;
    inset: 0;
    border-radius: 12px;
    background-color: #6b7280;
    transition: background-color 150ms;
  }

  & .base-Switch-thumb {
    position: absolute;
    top: 4px;
    left: 4px;
    width: 16px;
    height: 16px;
    border-radius: 50%;
    background-color: #fff;
    transition: left 150ms;
  }

  & .base-Switch-input {
    position: absolute;
    inset: 0;
    z-index: 1;
    margin: 0;
    opacity: 0;
    cursor: pointer;
  }

  &.base--checked .base-Switch-track {
    background-color: #2563eb;
  }

  &.base--checked .base-Switch-thumb {
    left: 20px;
  }

  &.base--focusVisible .base-Switch-track {
    outline: 3px solid #60a5fa;
    outline-offset: 2px;
  }
`;

export default function CustomizationClassNames() {
  return (
    <label style={{ display: 'flex', alignItems: 'center', gap: 12, cursor: 'pointer' }}>
      <StyledSwitch defaultChecked />
      Email me a weekly summary
    </label>
  );
}
