import * as React from 'react';
import { Button } from '@mui/base/Button';
import { Slider } from '@mui/base/Slider';
import { Switch } from '@mui/base/Switch';

const switchClasses = {
  root: 'group relative inline-block h-6 w-10 shrink-0',
  track:
    'absolute inset-0 rounded-xl bg-gray-500 transition-colors group-[.base--checked]:bg-blue-600 group-[.base--focusVisible]:outline-2 group-[.base--focusVisible]:outline-offset-2 group-[.base--focusVisible]:outline-blue-700 dark:group-[.base--focusVisible]:outline-blue-300',
  thumb: 'absolute top-1 left-1 size-4 rounded-full bg-white transition-transform group-[.base--checked]:translate-x-4',
  input: 'absolute inset-0 m-0 size-full cursor-pointer opacity-0',
};

const sliderClasses = {
  root: 'relative block h-1 w-full cursor-pointer touch-none py-3 text-blue-600 dark:text-blue-300',
  rail: 'absolute top-1/2 h-1 w-full -translate-y-1/2 rounded-sm bg-current opacity-30',
  track: 'absolute top-1/2 h-1 -translate-y-1/2 rounded-sm bg-current',
  thumb:
    'absolute top-1/2 size-[18px] -translate-x-1/2 -translate-y-1/2 rounded-full border-2 border-current bg-white dark:bg-gray-900 [&.base--focusVisible]:outline-2 [&.base--focusVisible]:outline-offset-2 [&.base--focusVisible]:outline-blue-700 dark:[&.base--focusVisible]:outline-blue-300',
};

const buttonClass =
  'cursor-pointer justify-self-start rounded-lg border border-blue-700 bg-blue-600 px-4 py-2 font-[inherit] text-sm leading-normal font-semibold text-white hover:bg-blue-700 [&.base--active]:bg-blue-800 [&.base--focusVisible]:outline-3 [&.base--focusVisible]:outline-offset-2 [&.base--focusVisible]:outline-blue-700 dark:[&.base--focusVisible]:outline-blue-300';

export default function OverviewHeadless() {
  const volumeId = React.useId();
  const [withStyles, setWithStyles] = React.useState(true);
  const [autoplay, setAutoplay] = React.useState(true);
  const [volume, setVolume] = React.useState(60);
  const [saved, setSaved] = React.useState('');
  // With styles off, no class reaches the components: what remains is what @mui/base renders by itself.
  const cls = (name: string) => (withStyles ? name : undefined);
  return (
    <div className="grid max-w-[420px] gap-4 rounded-xl border border-gray-300 bg-white p-4 text-gray-900 dark:border-gray-600 dark:bg-gray-900 dark:text-gray-100">
      <label className="flex items-center gap-2 border-b border-gray-300 pb-3 text-sm font-semibold dark:border-gray-600">
        <input
          type="checkbox"
          className="m-0 size-4 accent-blue-600"
          checked={withStyles}
          onChange={(event) => setWithStyles(event.target.checked)}
        />
        Style the components
      </label>
      <label className="flex items-center gap-3">
        <Switch
          checked={autoplay}
          onChange={(event) => setAutoplay(event.target.checked)}
          slotProps={{
            root: { className: cls(switchClasses.root) },
            track: { className: cls(switchClasses.track) },
            thumb: { className: cls(switchClasses.thumb) },
            input: { className: cls(switchClasses.input) },
          }}
        />
        Play the next episode automatically
      </label>
      <div className="grid gap-1">
        <span id={volumeId}>Volume</span>
        <Slider
          aria-labelledby={volumeId}
          value={volume}
          onChange={(_, value) => setVolume(value as number)}
          getAriaValueText={(value) => `${value} percent`}
          slotProps={{
            root: { className: cls(sliderClasses.root) },
            rail: { className: cls(sliderClasses.rail) },
            track: { className: cls(sliderClasses.track) },
            thumb: { className: cls(sliderClasses.thumb) },
          }}
        />
      </div>
      <Button className={cls(buttonClass)} onClick={() => setSaved(`Saved: autoplay ${autoplay ? 'on' : 'off'}, volume ${volume}%.`)}>
        Save settings
      </Button>
      <p role="status" className="m-0 text-sm text-gray-600 dark:text-gray-300">
        {saved || `Volume ${volume}%`}
      </p>
    </div>
  );
}
