import * as React from 'react';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

const MIN_AGE = 13;
const MAX_AGE = 80;
const MIN_GAP = 5;

const ageText = (value: number) => `${value} years`;

interface AgeRangeSliderProps {
  id: string;
  label: string;
  value: number[];
  onChange: (event: Event, value: number[], activeThumb: number) => void;
}

function AgeRangeSlider({ id, label, value, onChange }: AgeRangeSliderProps) {
  return (
    <div role="group" aria-labelledby={id}>
      <Typography id={id} gutterBottom>
        {label}: {value[0]}–{value[1]}
      </Typography>
      <Slider
        getAriaLabel={(index) => (index === 0 ? 'Youngest age' : 'Oldest age')}
        value={value}
        onChange={onChange}
        min={MIN_AGE}
        max={MAX_AGE}
        valueLabelDisplay="auto"
        getAriaValueText={ageText}
        disableSwap
      />
    </div>
  );
}

export default function MinimumDistanceSlider() {
  const [blocked, setBlocked] = React.useState<number[]>([25, 40]);
  const [pushed, setPushed] = React.useState<number[]>([25, 40]);

  // The moving thumb stops MIN_GAP away from the other one.
  const handleBlockedChange = (_event: Event, next: number[], activeThumb: number) => {
    if (activeThumb === 0) {
      setBlocked([Math.min(next[0], blocked[1] - MIN_GAP), blocked[1]]);
    } else {
      setBlocked([blocked[0], Math.max(next[1], blocked[0] + MIN_GAP)]);
    }
  };

  // The moving thumb pushes the other one along, until the other one reaches the end of the track.
  const handlePushedChange = (_event: Event, next: number[], activeThumb: number) => {
    if (next[1] - next[0] >= MIN_GAP) {
      setPushed(next);
    } else if (activeThumb === 0) {
      const start = Math.min(next[0], MAX_AGE - MIN_GAP);
      setPushed([start, start + MIN_GAP]);
    } else {
      const end = Math.max(next[1], MIN_AGE + MIN_GAP);
      setPushed([end - MIN_GAP, end]);
    }
  };

  return (
    <Stack spacing={3} sx={{ maxWidth: 320, mx: 'auto' }}>
      <AgeRangeSlider id="age-blocked-label" label="Audience age, thumbs stop" value={blocked} onChange={handleBlockedChange} />
      <AgeRangeSlider id="age-pushed-label" label="Audience age, thumbs push" value={pushed} onChange={handlePushedChange} />
    </Stack>
  );
}
