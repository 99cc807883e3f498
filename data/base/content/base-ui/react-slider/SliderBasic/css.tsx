import * as React from 'react';
import { Slider, SliderProps } from '@mui/base/Slider';
import classes from './css.module.css';

export default function SliderBasic() {
  const labelId = React.useId();
  return (
    <Field>
      <Label id={labelId}>Speaker volume</Label>
      <StyledSlider aria-labelledby={labelId} defaultValue={35} />
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
      }}
    />
  );
}
