import * as React from 'react';
import { Button } from '@mui/base/Button';
import { Slider } from '@mui/base/Slider';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import PauseIcon from '@mui/icons-material/Pause';

const DURATION = 225;

function formatTime(seconds: number) {
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

export default function TailwindPlayer() {
  const [position, setPosition] = React.useState(84);
  const [playing, setPlaying] = React.useState(false);
  return (
    <div className="grid max-w-sm gap-3 rounded-2xl border border-gray-300 bg-white p-4 text-gray-900 dark:border-gray-600 dark:bg-gray-900 dark:text-gray-100">
      <div className="flex items-center gap-3">
        <div aria-hidden className="size-14 shrink-0 rounded-lg bg-gradient-to-br from-orange-400 to-fuchsia-600" />
        <div className="min-w-0">
          <div className="truncate font-semibold">Low Tide Lanterns</div>
          <div className="truncate text-sm text-gray-600 dark:text-gray-300">The Paper Boats</div>
        </div>
        <Button
          aria-label={playing ? 'Pause' : 'Play'}
          onClick={() => setPlaying((value) => !value)}
          className="ml-auto grid size-11 shrink-0 cursor-pointer place-items-center rounded-full border-0 bg-gray-900 text-white dark:bg-gray-100 dark:text-gray-900 [&.base--focusVisible]:outline-3 [&.base--focusVisible]:outline-offset-2 [&.base--focusVisible]:outline-orange-400"
        >
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
          root: { className: 'relative flex h-5 w-full cursor-pointer items-center' },
          rail: { className: 'absolute h-1 w-full rounded-full bg-gray-300 dark:bg-gray-600' },
          track: { className: 'absolute h-1 rounded-full bg-orange-600 dark:bg-orange-400' },
          thumb: {
            className:
              'absolute size-4 -translate-x-1/2 rounded-full bg-orange-600 transition-shadow dark:bg-orange-400 hover:shadow-[0_0_0_6px_rgba(234,88,12,0.25)] [&.base--focusVisible]:outline-3 [&.base--focusVisible]:outline-offset-2 [&.base--focusVisible]:outline-orange-400 [&.base--active]:scale-125',
          },
        }}
      />
      <div className="flex justify-between text-sm text-gray-600 tabular-nums dark:text-gray-300">
        <span>{formatTime(position)}</span>
        <span>{formatTime(DURATION)}</span>
      </div>
    </div>
  );
}
