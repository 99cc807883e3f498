import * as React from 'react';
import { Slider, SliderProps } from '@mui/base/Slider';
import classes from './css.module.css';

const tiers = [
  { value: 50, label: '50 GB' },
  { value: 200, label: '200 GB' },
  { value: 500, label: '500 GB' },
  { value: 1000, label: '1 TB' },
];

export default function SliderRestricted() {
  const labelId = React.useId();
  const [storage, setStorage] = React.useState(200);
  return (
    <Field>
      <Label id={labelId}>Cloud storage</Label>
      <StyledSlider
        aria-labelledby={labelId}
        value={storage}
        onChange={(_, value) => setStorage(value as number)}
        min={0}
        max={1000}
        step={null}
        marks={tiers}
        getAriaValueText={(value) => tiers.find((tier) => tier.value === value)?.label ?? ''}
      />
      <Status>
        {tiers.find((tier) => tier.value === storage)?.label} for €{storage === 1000 ? 9.99 : (storage / 100 + 0.99).toFixed(2)} a month
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
        mark: { className: classes.mark },
        markLabel: { className: classes.markLabel },
      }}
    />
  );
}

function Status(props: React.HTMLAttributes<HTMLParagraphElement>) {
  return <p {...props} className={classes.status} />;
}
