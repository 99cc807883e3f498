import * as React from 'react';
import Box from '@mui/joy/Box';
import Slider from '@mui/joy/Slider';
import Typography from '@mui/joy/Typography';

export default function SliderTrack() {
  const normalId = React.useId();
  const invertedId = React.useId();
  const noneId = React.useId();

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2, width: 320, maxWidth: '100%' }}>
      <div>
        <Typography id={normalId} level="title-sm">
          Storage used (normal track)
        </Typography>
        <Slider aria-labelledby={normalId} defaultValue={35} getAriaValueText={(v) => `${v} gigabytes`} />
      </div>
      <div>
        <Typography id={invertedId} level="title-sm">
          Alert me above (inverted track)
        </Typography>
        <Slider
          aria-labelledby={invertedId}
          defaultValue={80}
          track="inverted"
          color="danger"
          marks={[{ value: 80 }]}
          getAriaValueText={(v) => `${v} percent`}
        />
      </div>
      <div>
        <Typography id={noneId} level="title-sm">
          Balance (no track)
        </Typography>
        <Slider
          aria-labelledby={noneId}
          defaultValue={0}
          min={-50}
          max={50}
          track={false}
          marks={[
            { value: -50, label: 'L' },
            { value: 0, label: 'C' },
            { value: 50, label: 'R' },
          ]}
          getAriaValueText={(v) => (v === 0 ? 'centre' : `${Math.abs(v)} ${v < 0 ? 'left' : 'right'}`)}
        />
      </div>
    </Box>
  );
}
