import * as React from 'react';
import { Slider, SliderProps } from '@mui/base/Slider';
import classes from './css.module.css';

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

function Field({ children }: { children: React.ReactNode }) {
  return <div className={classes.field}>{children}</div>;
}

function Label(props: React.HTMLAttributes<HTMLSpanElement>) {
  return <span {...props} className={classes.label} />;
}

function StyledSlider(props: SliderProps) {
  return (
    <Slider
      {...props}
      slotProps={{
        root: { className: classes.slider },
        rail: { className: classes.rail },
        track: { className: classes.track },
        thumb: { className: classes.thumb },
        mark: { className: classes.mark },
        markLabel: { className: classes.markLabel },
      }}
    />
  );
}
