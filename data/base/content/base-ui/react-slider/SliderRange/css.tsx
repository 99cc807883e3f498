import * as React from 'react';
import { Slider, SliderProps } from '@mui/base/Slider';
import classes from './css.module.css';

export default function SliderRange() {
  const [range, setRange] = React.useState<number[]>([40, 160]);
  return (
    <Field>
      <Label>Nightly price</Label>
      <StyledSlider
        value={range}
        onChange={(_, value) => setRange(value as number[])}
        min={0}
        max={250}
        step={5}
        getAriaLabel={(index) => (index === 0 ? 'Minimum nightly price' : 'Maximum nightly price')}
        getAriaValueText={(value) => `€${value}`}
      />
      <Status>
        Stays from €{range[0]} to €{range[1]} a night
      </Status>
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

function Status(props: React.HTMLAttributes<HTMLParagraphElement>) {
  return <p {...props} className={classes.status} />;
}
