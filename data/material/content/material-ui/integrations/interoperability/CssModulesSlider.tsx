import * as React from 'react';
import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import Typography from '@mui/material/Typography';
import classes from './CssModulesSlider.module.css';

export default function CssModulesSlider() {
  return (
    <Box sx={{ width: '100%', maxWidth: 360, px: 1 }}>
      <Typography id="playback-speed-label" gutterBottom>
        Playback speed
      </Typography>
      <Slider
        // `classes` maps each slot to one of the module's class names.
        classes={{ root: classes.root, rail: classes.rail, track: classes.track, thumb: classes.thumb }}
        aria-labelledby="playback-speed-label"
        defaultValue={1.25}
        min={0.5}
        max={2}
        step={0.25}
        marks
        valueLabelDisplay="auto"
        valueLabelFormat={(speed) => `${speed}×`}
        getAriaValueText={(speed) => `${speed} times`}
      />
    </Box>
  );
}
