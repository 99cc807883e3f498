import * as React from 'react';
import { Button } from '@mui/base/Button';
import { Slider } from '@mui/base/Slider';
import { Switch } from '@mui/base/Switch';
import { styled } from '@mui/system';

const Card = styled('div')(({ theme }) => ({
  display: 'grid',
  gap: 16,
  maxWidth: 420,
  padding: 16,
  border: '1px solid #d1d5db',
  borderRadius: 12,
  backgroundColor: '#fff',
  color: '#111827',
  ...theme.applyStyles('dark', { borderColor: '#4b5563', backgroundColor: '#111827', color: '#f3f4f6' }),
}));

const Toggle = styled('label')(({ theme }) => ({
  display: 'flex',
  alignItems: 'center',
  gap: 8,
  paddingBottom: 12,
  borderBottom: '1px solid #d1d5db',
  fontSize: '0.875rem',
  fontWeight: 600,
  '& input': { width: 16, height: 16, margin: 0, accentColor: '#2563eb' },
  ...theme.applyStyles('dark', { borderColor: '#4b5563' }),
}));

const Row = styled('label')({ display: 'flex', alignItems: 'center', gap: 12 });

const Field = styled('div')({ display: 'grid', gap: 4 });

const Status = styled('p')(({ theme }) => ({
  margin: 0,
  color: '#4b5563',
  fontSize: '0.875rem',
  ...theme.applyStyles('dark', { color: '#d1d5db' }),
}));

// The slots are reached through their default class names (base-Switch-track…).
const StyledSwitch = styled(Switch)(({ theme }) => ({
  position: 'relative',
  display: 'inline-block',
  flexShrink: 0,
  width: 40,
  height: 24,
  '& .base-Switch-track': {
    position: 'absolute',
    inset: 0,
    borderRadius: 12,
    backgroundColor: '#6b7280',
    transition: 'background-color 150ms',
  },
  '& .base-Switch-thumb': {
    position: 'absolute',
    top: 4,
    left: 4,
    width: 16,
    height: 16,
    borderRadius: '50%',
    backgroundColor: '#fff',
    transition: 'transform 150ms',
  },
  '& .base-Switch-input': {
    position: 'absolute',
    inset: 0,
    width: '100%',
    height: '100%',
    margin: 0,
    opacity: 0,
    cursor: 'pointer',
  },
  '&.base--checked .base-Switch-track': { backgroundColor: '#2563eb' },
  '&.base--checked .base-Switch-thumb': { transform: 'translateX(16px)' },
  '&.base--focusVisible .base-Switch-track': { outline: '2px solid #1d4ed8', outlineOffset: 2 },
  ...theme.applyStyles('dark', { '&.base--focusVisible .base-Switch-track': { outlineColor: '#93c5fd' } }),
}));

const StyledSlider = styled(Slider)(({ theme }) => ({
  position: 'relative',
  display: 'block',
  width: '100%',
  height: 4,
  padding: '12px 0',
  color: '#2563eb',
  cursor: 'pointer',
  touchAction: 'none',
  '& .base-Slider-rail, & .base-Slider-track': {
    position: 'absolute',
    top: '50%',
    height: 4,
    borderRadius: 2,
    backgroundColor: 'currentColor',
    transform: 'translateY(-50%)',
  },
  '& .base-Slider-rail': { width: '100%', opacity: 0.3 },
  '& .base-Slider-thumb': {
    position: 'absolute',
    top: '50%',
    boxSizing: 'border-box',
    width: 18,
    height: 18,
    border: '2px solid currentColor',
    borderRadius: '50%',
    backgroundColor: '#fff',
    transform: 'translate(-50%, -50%)',
    '&.base--focusVisible': { outline: '2px solid #1d4ed8', outlineOffset: 2 },
  },
  ...theme.applyStyles('dark', {
    color: '#93c5fd',
    '& .base-Slider-thumb': { backgroundColor: '#111827' },
    '& .base-Slider-thumb.base--focusVisible': { outlineColor: '#93c5fd' },
  }),
}));

const StyledButton = styled(Button)(({ theme }) => ({
  justifySelf: 'start',
  padding: '8px 16px',
  border: '1px solid #1d4ed8',
  borderRadius: 8,
  backgroundColor: '#2563eb',
  color: '#fff',
  font: 'inherit',
  fontSize: '0.875rem',
  fontWeight: 600,
  cursor: 'pointer',
  '&:hover': { backgroundColor: '#1d4ed8' },
  '&.base--active': { backgroundColor: '#1e40af' },
  '&.base--focusVisible': { outline: '3px solid #1d4ed8', outlineOffset: 2 },
  ...theme.applyStyles('dark', { '&.base--focusVisible': { outlineColor: '#93c5fd' } }),
}));

export default function OverviewHeadless() {
  const volumeId = React.useId();
  const [withStyles, setWithStyles] = React.useState(true);
  const [autoplay, setAutoplay] = React.useState(true);
  const [volume, setVolume] = React.useState(60);
  const [saved, setSaved] = React.useState('');
  // With styles off, the bare components render: what remains is what @mui/base draws by itself.
  const SwitchComponent = withStyles ? StyledSwitch : Switch;
  const SliderComponent = withStyles ? StyledSlider : Slider;
  const ButtonComponent = withStyles ? StyledButton : Button;
  return (
    <Card>
      <Toggle>
        <input type="checkbox" checked={withStyles} onChange={(event) => setWithStyles(event.target.checked)} />
        Style the components
      </Toggle>
      <Row>
        <SwitchComponent checked={autoplay} onChange={(event) => setAutoplay(event.target.checked)} />
        Play the next episode automatically
      </Row>
      <Field>
        <span id={volumeId}>Volume</span>
        <SliderComponent
          aria-labelledby={volumeId}
          value={volume}
          onChange={(_, value) => setVolume(value as number)}
          getAriaValueText={(value) => `${value} percent`}
        />
      </Field>
      <ButtonComponent onClick={() => setSaved(`Saved: autoplay ${autoplay ? 'on' : 'off'}, volume ${volume}%.`)}>
        Save settings
      </ButtonComponent>
      <Status role="status">{saved || `Volume ${volume}%`}</Status>
    </Card>
  );
}
