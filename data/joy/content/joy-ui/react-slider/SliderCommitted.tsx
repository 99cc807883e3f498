import * as React from 'react';
import Box from '@mui/joy/Box';
import Slider from '@mui/joy/Slider';
import Typography from '@mui/joy/Typography';

export default function SliderCommitted() {
  const id = React.useId();
  const [value, setValue] = React.useState(14);
  const [saved, setSaved] = React.useState(14);
  const [saves, setSaves] = React.useState(0);

  return (
    <Box sx={{ width: 320, maxWidth: '100%' }}>
      <Typography id={id} level="title-sm">
        Keep deleted files for {value} days
      </Typography>
      <Slider
        aria-labelledby={id}
        value={value}
        min={1}
        max={60}
        onChange={(_, newValue) => setValue(newValue as number)}
        // Fires once, when the drag ends or a key is released: the moment to save.
        onChangeCommitted={(_, newValue) => {
          setSaved(newValue as number);
          setSaves((count) => count + 1);
        }}
        getAriaValueText={(days) => `${days} days`}
      />
      <Typography level="body-sm" role="status">
        Saved: {saved} days · requests sent: {saves}
      </Typography>
    </Box>
  );
}
