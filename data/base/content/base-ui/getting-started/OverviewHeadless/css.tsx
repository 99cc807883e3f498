import * as React from 'react';
import { Button } from '@mui/base/Button';
import { Slider } from '@mui/base/Slider';
import { Switch } from '@mui/base/Switch';
import classes from './css.module.css';

export default function OverviewHeadless() {
  const volumeId = React.useId();
  const [withStyles, setWithStyles] = React.useState(true);
  const [autoplay, setAutoplay] = React.useState(true);
  const [volume, setVolume] = React.useState(60);
  const [saved, setSaved] = React.useState('');
  // With styles off, no class reaches the components: what remains is what @mui/base renders by itself.
  const cls = (name: string) => (withStyles ? name : undefined);
  return (
    <div className={classes.card}>
      <label className={classes.toggle}>
        <input type="checkbox" checked={withStyles} onChange={(event) => setWithStyles(event.target.checked)} />
        Style the components
      </label>
      <label className={classes.row}>
        <Switch
          checked={autoplay}
          onChange={(event) => setAutoplay(event.target.checked)}
          slotProps={{
            root: { className: cls(classes.switch) },
            track: { className: cls(classes.switchTrack) },
            thumb: { className: cls(classes.switchThumb) },
            input: { className: cls(classes.switchInput) },
          }}
        />
        Play the next episode automatically
      </label>
      <div className={classes.field}>
        <span id={volumeId}>Volume</span>
        <Slider
          aria-labelledby={volumeId}
          value={volume}
          onChange={(_, value) => setVolume(value as number)}
          getAriaValueText={(value) => `${value} percent`}
          slotProps={{
            root: { className: cls(classes.slider) },
            rail: { className: cls(classes.sliderRail) },
            track: { className: cls(classes.sliderTrack) },
            thumb: { className: cls(classes.sliderThumb) },
          }}
        />
      </div>
      <Button className={cls(classes.button)} onClick={() => setSaved(`Saved: autoplay ${autoplay ? 'on' : 'off'}, volume ${volume}%.`)}>
        Save settings
      </Button>
      <p role="status" className={classes.status}>
        {saved || `Volume ${volume}%`}
      </p>
    </div>
  );
}
