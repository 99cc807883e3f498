import * as React from 'react';
import { Switch, SwitchThumbSlotProps } from '@mui/base/Switch';
import { styled } from '@mui/system';

const IconThumb = React.forwardRef<HTMLSpanElement, SwitchThumbSlotProps>(function IconThumb(props, ref) {
  const { ownerState, children, ...other } = props;
  return (
    <span {...other} ref={ref} aria-hidden>
      {ownerState.checked ? '☾' : '☀'}
      {children}
    </span>
  );
});

const Root = styled('span')`
  position: relative;
  display: inline-block;
  flex-shrink: 0;
  width: 52px;
  height: 28px;
  border-radius: 14px;
  background-color: #6b7280;

  &.base--checked {
    background-color: #4338ca;
  }

  &.base--focusVisible {
    outline: 3px solid #818cf8;
    outline-offset: 2px;
  }
`;

// IconThumb reads ownerState, so let it through (styled() drops it by default).
const Thumb = styled(IconThumb, { shouldForwardProp: (prop) => prop !== 'sx' })`
  position: absolute;
  top: 3px;
  left: 3px;
  display: grid;
  place-items: center;
  width: 22px;
  height: 22px;
  border-radius: 50%;
  background-color: #fff;
  color: #1f2937;
  font-size: 14px;
  line-height: 1;
  transition: left 150ms;

  .base--checked & {
    left: 27px;
  }
`;

const HiddenInput = styled('input')`
  position: absolute;
  inset: 0;
  z-index: 1;
  margin: 0;
  opacity: 0;
  cursor: pointer;
`;

export default function CustomizationSlots() {
  return (
    <label style={{ display: 'flex', alignItems: 'center', gap: 12, cursor: 'pointer' }}>
      <Switch slots={{ root: Root, thumb: Thumb, input: HiddenInput, track: null }} />
      Dark theme in the code editor
    </label>
  );
}
