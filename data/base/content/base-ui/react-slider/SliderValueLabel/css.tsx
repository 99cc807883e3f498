import * as React from 'react';
import { Slider, SliderProps } from '@mui/base/Slider';
import classes from './css.module.css';

export default function SliderValueLabel() {
  const labelId = React.useId();
  return (
    <Field>
      <Label id={labelId}>Thermostat</Label>
      <div style={{ paddingTop: 24 }}>
        <StyledSlider
          aria-labelledby={labelId}
          defaultValue={21}
          min={16}
          max={28}
          step={0.5}
          slots={{ valueLabel: 'span' }}
          valueLabelFormat={(value) => `${value.toFixed(1)} °C`}
          getAriaValueText={(value) => `${value} degrees Celsius`}
        />
      </div>
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
        valueLabel: { className: classes.valueLabel },
      }}
    />
  );
}
