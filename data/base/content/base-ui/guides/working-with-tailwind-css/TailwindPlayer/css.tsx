import * as React from 'react';
import { Button } from '@mui/base/Button';
import { Slider } from '@mui/base/Slider';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import PauseIcon from '@mui/icons-material/Pause';
import classes from './css.module.css';

const DURATION = 225;

function formatTime(seconds: number) {
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

export default function TailwindPlayer() {
  const [position, setPosition] = React.useState(84);
  const [playing, setPlaying] = React.useState(false);
  return (
    <div className={classes.player}>
      <div className={classes.header}>
        <div aria-hidden className={classes.cover} />
        <div className={classes.meta}>
          <div className={classes.title}>Low Tide Lanterns</div>
          <div className={classes.muted}>The Paper Boats</div>
        </div>
        <Button aria-label={playing ? 'Pause' : 'Play'} onClick={() => setPlaying((value) => !value)} className={classes.play}>
          {playing ? <PauseIcon /> : <PlayArrowIcon />}
        </Button>
      </div>
      <Slider
        aria-label="Playback position"
        min={0}
        max={DURATION}
        value={position}
        onChange={(_, value) => setPosition(value as number)}
        getAriaValueText={(value) => `${formatTime(value)} of ${formatTime(DURATION)}`}
        slotProps={{
          root: { className: classes.slider },
          rail: { className: classes.rail },
          track: { className: classes.track },
          thumb: { className: classes.thumb },
        }}
      />
      <div className={classes.times}>
        <span>{formatTime(position)}</span>
        <span>{formatTime(DURATION)}</span>
      </div>
    </div>
  );
}
