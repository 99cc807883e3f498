import * as React from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import Forward30Icon from '@mui/icons-material/Forward30';
import PauseRounded from '@mui/icons-material/PauseRounded';
import PlayArrowRounded from '@mui/icons-material/PlayArrowRounded';
import Replay10Icon from '@mui/icons-material/Replay10';
import VolumeDownRounded from '@mui/icons-material/VolumeDownRounded';
import VolumeUpRounded from '@mui/icons-material/VolumeUpRounded';

const DURATION = 1894; // seconds: 31:34

function formatTime(seconds: number) {
  const minutes = Math.floor(seconds / 60);
  return `${minutes}:${String(seconds % 60).padStart(2, '0')}`;
}

const plural = (count: number, unit: string) => `${count} ${unit}${count === 1 ? '' : 's'}`;

function spokenTime(seconds: number) {
  return `${plural(Math.floor(seconds / 60), 'minute')} ${plural(seconds % 60, 'second')} of ${Math.floor(DURATION / 60)} minutes`;
}

export default function MediaPlayerSlider() {
  const [position, setPosition] = React.useState(412);
  const [playing, setPlaying] = React.useState(false);
  const [volume, setVolume] = React.useState(70);

  // Playback stops by itself at the end of the episode.
  const isPlaying = playing && position < DURATION;

  // Stands in for an audio element's timeupdate events.
  React.useEffect(() => {
    if (!isPlaying) {
      return undefined;
    }
    const timer = setInterval(() => setPosition((current) => Math.min(DURATION, current + 1)), 1000);
    return () => clearInterval(timer);
  }, [isPlaying]);

  const togglePlayback = () => {
    if (!isPlaying && position >= DURATION) {
      setPosition(0);
    }
    setPlaying(!isPlaying);
  };

  const seek = (seconds: number) => setPosition((current) => Math.min(DURATION, Math.max(0, current + seconds)));

  return (
    <Paper variant="outlined" sx={{ p: 2, maxWidth: 360, mx: 'auto', borderRadius: 3 }}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <Box
          aria-hidden
          sx={{
            width: 64,
            height: 64,
            flexShrink: 0,
            borderRadius: 2,
            background: 'linear-gradient(135deg, #00695c 0%, #26a69a 55%, #ffcc80 100%)',
          }}
        />
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="caption" sx={{ color: 'text.secondary' }}>
            Workshop Notes · Episode 12
          </Typography>
          <Typography sx={{ fontWeight: 600 }} noWrap>
            Truing a bicycle wheel
          </Typography>
        </Box>
      </Stack>
      <Slider
        aria-label="Playback position"
        size="small"
        value={position}
        min={0}
        max={DURATION}
        onChange={(_event, next) => setPosition(next)}
        getAriaValueText={spokenTime}
        shiftStep={30}
        sx={{
          mt: 1,
          height: 4,
          '& .MuiSlider-thumb': {
            width: 12,
            height: 12,
            transition: 'width 150ms, height 150ms',
            '&:hover, &.Mui-focusVisible, &.Mui-active': { width: 18, height: 18 },
          },
          '& .MuiSlider-track': { transition: 'none' },
        }}
      />
      <Stack direction="row" sx={{ justifyContent: 'space-between', mt: -1 }}>
        <Typography variant="caption" sx={{ color: 'text.secondary' }}>
          {formatTime(position)}
        </Typography>
        <Typography variant="caption" sx={{ color: 'text.secondary' }}>
          -{formatTime(DURATION - position)}
        </Typography>
      </Stack>
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'center', alignItems: 'center' }}>
        <IconButton aria-label="Back 10 seconds" onClick={() => seek(-10)}>
          <Replay10Icon />
        </IconButton>
        <IconButton aria-label={isPlaying ? 'Pause' : 'Play'} onClick={togglePlayback} size="large">
          {isPlaying ? <PauseRounded fontSize="large" /> : <PlayArrowRounded fontSize="large" />}
        </IconButton>
        <IconButton aria-label="Forward 30 seconds" onClick={() => seek(30)}>
          <Forward30Icon />
        </IconButton>
      </Stack>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', px: 1 }}>
        <VolumeDownRounded aria-hidden fontSize="small" sx={{ color: 'text.secondary' }} />
        <Slider aria-label="Volume" size="small" value={volume} onChange={(_event, next) => setVolume(next)} />
        <VolumeUpRounded aria-hidden fontSize="small" sx={{ color: 'text.secondary' }} />
      </Stack>
    </Paper>
  );
}
