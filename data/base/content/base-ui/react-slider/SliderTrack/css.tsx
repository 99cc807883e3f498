import * as React from 'react';
import { Slider, SliderProps } from '@mui/base/Slider';
import classes from './css.module.css';

export default function SliderTrack() {
  const alertId = React.useId();
  const balanceId = React.useId();
  return (
    <Field>
      <Label id={alertId}>Alert when CPU use is above</Label>
      <StyledSlider
        aria-labelledby={alertId}
        defaultValue={80}
        track="inverted"
        marks={[
          { value: 0, label: '0%' },
          { value: 100, label: '100%' },
        ]}
        getAriaValueText={(value) => `${value} percent`}
      />
      <Label id={balanceId}>Stereo balance</Label>
      <StyledSlider
        aria-labelledby={balanceId}
        defaultValue={0}
        min={-10}
        max={10}
        track={false}
        marks={[{ value: -10, label: 'Left' }, { value: 0 }, { value: 10, label: 'Right' }]}
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
