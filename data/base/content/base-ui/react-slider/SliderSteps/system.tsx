import * as React from 'react';
import { Slider, SliderProps } from '@mui/base/Slider';
import { styled } from '@mui/system';

export default function SliderSteps() {
  const labelId = React.useId();
  return (
    <Field>
      <Label id={labelId}>Reading font size</Label>
      <StyledSlider
        aria-labelledby={labelId}
        defaultValue={16}
        min={12}
        max={24}
        step={2}
        marks={[
          { value: 12, label: '12 px' },
          { value: 14 },
          { value: 16 },
          { value: 18 },
          { value: 20 },
          { value: 22 },
          { value: 24, label: '24 px' },
        ]}
        getAriaValueText={(value) => `${value} pixels`}
      />
    </Field>
  );
}

const Field = styled('div')({ maxWidth: 360, padding: '0 32px' });

const Label = styled('span')({
  display: 'block',
  fontSize: '0.875rem',
  fontWeight: 600,
  color: '#111827',
  '.dark &': { color: '#f3f4f6' },
});

function StyledSlider(props: SliderProps) {
  return <SliderRoot {...props} />;
}

const SliderRoot = styled(Slider)({
  position: 'relative',
  display: 'block',
  boxSizing: 'content-box',
  width: '100%',
  height: 4,
  padding: '16px 0',
  color: '#2563eb',
  cursor: 'pointer',
  touchAction: 'none',
  '&.base-Slider-marked': { marginBottom: 24 },
  '&.base-Slider-vertical': { width: 4, height: 160, padding: '0 16px', marginBottom: 0 },
  '&.base--disabled': { color: '#9ca3af', cursor: 'default' },
  '.dark &': { color: '#93c5fd' },
  '& .base-Slider-rail': {
    position: 'absolute',
    top: '50%',
    width: '100%',
    height: 4,
    borderRadius: 2,
    backgroundColor: 'currentColor',
    opacity: 0.3,
    transform: 'translateY(-50%)',
  },
  '& .base-Slider-track': {
    position: 'absolute',
    top: '50%',
    height: 4,
    borderRadius: 2,
    backgroundColor: 'currentColor',
    transform: 'translateY(-50%)',
  },
  '&.base-Slider-vertical .base-Slider-rail, &.base-Slider-vertical .base-Slider-track': {
    top: 'auto',
    left: '50%',
    width: 4,
    transform: 'translateX(-50%)',
  },
  '&.base-Slider-vertical .base-Slider-rail': { top: 0, height: '100%' },
  '&.base-Slider-trackFalse .base-Slider-track': { display: 'none' },
  '&.base-Slider-trackInverted .base-Slider-rail': { opacity: 1 },
  '&.base-Slider-trackInverted .base-Slider-track': { backgroundColor: '#bfdbfe' },
  '.dark &.base-Slider-trackInverted .base-Slider-track': { backgroundColor: '#334155' },
  '& .base-Slider-thumb': {
    position: 'absolute',
    top: '50%',
    width: 18,
    height: 18,
    boxSizing: 'border-box',
    borderRadius: '50%',
    border: '2px solid currentColor',
    backgroundColor: '#fff',
    transform: 'translate(-50%, -50%)',
    '&:hover, &.base--active': { boxShadow: '0 0 0 6px rgba(37, 99, 235, 0.2)' },
    '&.base--focusVisible': { outline: '2px solid #1d4ed8', outlineOffset: 2 },
  },
  '&.base-Slider-vertical .base-Slider-thumb': { top: 'auto', left: '50%', transform: 'translate(-50%, 50%)' },
  '& .base-Slider-mark': {
    position: 'absolute',
    top: '50%',
    width: 4,
    height: 4,
    borderRadius: '50%',
    backgroundColor: 'currentColor',
    opacity: 0.6,
    transform: 'translate(-50%, -50%)',
  },
  '&.base-Slider-vertical .base-Slider-mark': { top: 'auto', left: '50%', transform: 'translate(-50%, 50%)' },
  '& .base-Slider-markLabel': {
    position: 'absolute',
    top: 30,
    fontSize: '0.75rem',
    color: '#4b5563',
    whiteSpace: 'nowrap',
    transform: 'translateX(-50%)',
  },
  '&.base-Slider-vertical .base-Slider-markLabel': { top: 'auto', left: 28, transform: 'translateY(50%)' },
  '& .base-Slider-valueLabel': {
    position: 'absolute',
    bottom: 'calc(100% + 8px)',
    left: '50%',
    padding: '2px 6px',
    borderRadius: 4,
    fontSize: '0.75rem',
    fontWeight: 600,
    lineHeight: 1.5,
    whiteSpace: 'nowrap',
    backgroundColor: '#1f2937',
    color: '#fff',
    transform: 'translateX(-50%)',
  },
  '.dark & .base-Slider-thumb': {
    backgroundColor: '#111827',
    '&.base--focusVisible': { outlineColor: '#93c5fd' },
  },
  '.dark & .base-Slider-markLabel': { color: '#d1d5db' },
  '.dark & .base-Slider-valueLabel': { backgroundColor: '#e5e7eb', color: '#111827' },
});
