import * as React from 'react';
import Box from '@mui/joy/Box';
import IconButton from '@mui/joy/IconButton';
import Slider, { sliderClasses } from '@mui/joy/Slider';
import Typography from '@mui/joy/Typography';
import { styled } from '@mui/joy/styles';
import PlayArrowRounded from '@mui/icons-material/PlayArrowRounded';
import PauseRounded from '@mui/icons-material/PauseRounded';

// A thin scrubber whose thumb only grows while the pointer or keyboard is on it.
const Scrubber = styled(Slider)(({ theme }) => ({
  '--Slider-trackSize': '4px',
  '--Slider-thumbSize': '12px',
  '--Slider-thumbWidth': '12px',
  padding: '12px 0',
  [`& .${sliderClasses.thumb}`]: {
    transition: 'transform 0.15s',
    '&::before': { display: 'none' },
  },
  [`&:not(:hover):not(.${sliderClasses.dragging}) .${sliderClasses.thumb}:not(.${sliderClasses.focusVisible})`]: {
    transform: 'translate(-50%, -50%) scale(0)',
  },
  [`& .${sliderClasses.thumb}.${sliderClasses.focusVisible}`]: {
    outline: `2px solid ${theme.vars.palette.focusVisible}`,
    outlineOffset: '2px',
  },
}));

const LENGTH = 214; // seconds

function clock(seconds: number) {
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

export default function SliderStyled() {
  const [position, setPosition] = React.useState(71);
  const [playing, setPlaying] = React.useState(false);

  const isPlaying = playing && position < LENGTH;

  // While playing, move the position forward once a second; the interval stops on pause, at the end and on unmount.
  React.useEffect(() => {
    if (!isPlaying) {
      return undefined;
    }
    const timer = setInterval(() => setPosition((current) => Math.min(current + 1, LENGTH)), 1000);
    return () => clearInterval(timer);
  }, [isPlaying]);

  return (
    <Box sx={{ width: 360, maxWidth: '100%', p: 2, borderRadius: 'md', bgcolor: 'background.level1' }}>
      <Typography level="title-sm">Episode 12: Designing for slow networks</Typography>
      <Typography level="body-xs">The Small Studio podcast</Typography>
      <Scrubber
        aria-label="Playback position"
        value={position}
        max={LENGTH}
        onChange={(_, value) => setPosition(value as number)}
        getAriaValueText={(value) => `${clock(value)} of ${clock(LENGTH)}`}
        color="neutral"
      />
      <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', mt: -0.5 }}>
        <Typography level="body-xs">{clock(position)}</Typography>
        <IconButton
          variant="solid"
          color="neutral"
          aria-label={isPlaying ? 'Pause' : 'Play'}
          onClick={() => {
            if (position >= LENGTH) {
              setPosition(0);
            }
            setPlaying(!isPlaying);
          }}
          sx={{ borderRadius: '50%' }}
        >
          {isPlaying ? <PauseRounded /> : <PlayArrowRounded />}
        </IconButton>
        <Typography level="body-xs">−{clock(LENGTH - position)}</Typography>
      </Box>
    </Box>
  );
}
