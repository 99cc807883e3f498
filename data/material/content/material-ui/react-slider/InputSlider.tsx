import * as React from 'react';
import InputAdornment from '@mui/material/InputAdornment';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';

const MIN = 100;
const MAX = 1200;
const STEP = 10;

export default function InputSlider() {
  // The field may hold an empty or out-of-range value while the user types.
  const [width, setWidth] = React.useState<number | ''>(640);

  const clamp = () => {
    if (width === '' || width < MIN) {
      setWidth(MIN);
    } else if (width > MAX) {
      setWidth(MAX);
    }
  };

  return (
    <Stack spacing={1} sx={{ maxWidth: 400, mx: 'auto' }}>
      <Typography id="image-width-label">Image width</Typography>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <Slider
          aria-labelledby="image-width-label"
          value={typeof width === 'number' ? width : MIN}
          onChange={(_event, next) => setWidth(next)}
          min={MIN}
          max={MAX}
          step={STEP}
          getAriaValueText={(value) => `${value} pixels`}
          sx={{ flex: 1 }}
        />
        <TextField
          size="small"
          type="number"
          value={width}
          onChange={(event) => setWidth(event.target.value === '' ? '' : Number(event.target.value))}
          onBlur={clamp}
          sx={{ width: 116, flexShrink: 0 }}
          slotProps={{
            htmlInput: { min: MIN, max: MAX, step: STEP, 'aria-label': 'Image width in pixels' },
            input: { endAdornment: <InputAdornment position="end">px</InputAdornment> },
          }}
        />
      </Stack>
    </Stack>
  );
}
