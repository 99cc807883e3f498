import * as React from 'react';
import { Slider, SliderProps } from '@mui/base/Slider';
import classes from './css.module.css';

const bands = ['Bass', 'Mid', 'Treble'];
const marks = [
  { value: -12, label: '−12 dB' },
  { value: 0, label: '0' },
  { value: 12, label: '+12 dB' },
];

export default function SliderVertical() {
  return (
    <Row>
      {bands.map((band, index) => (
        <StyledSlider
          key={band}
          orientation="vertical"
          aria-label={band}
          defaultValue={[3, 0, -2][index]}
          min={-12}
          max={12}
          marks={marks}
          getAriaValueText={(value) => `${value} decibels`}
        />
      ))}
    </Row>
  );
}

function Row({ children }: { children: React.ReactNode }) {
  return <div className={classes.row}>{children}</div>;
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
