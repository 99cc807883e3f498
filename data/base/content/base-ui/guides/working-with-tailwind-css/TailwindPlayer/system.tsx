import * as React from 'react';
import { Button } from '@mui/base/Button';
import { Slider } from '@mui/base/Slider';
import { styled } from '@mui/system';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import PauseIcon from '@mui/icons-material/Pause';

const DURATION = 225;

function formatTime(seconds: number) {
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

const Player = styled('div')(({ theme }) => ({
  display: 'grid',
  gap: 12,
  maxWidth: 384,
  padding: 16,
  borderRadius: 16,
  border: '1px solid #d1d5db',
  backgroundColor: '#fff',
  color: '#111827',
  ...theme.applyStyles('dark', { borderColor: '#4b5563', backgroundColor: '#111827', color: '#f3f4f6' }),
}));

const Header = styled('div')`
  display: flex;
  align-items: center;
  gap: 12px;
`;

const Cover = styled('div')`
  flex-shrink: 0;
  width: 56px;
  height: 56px;
  border-radius: 8px;
  background: linear-gradient(135deg, #fb923c, #c026d3);
`;

const Title = styled('div')`
  overflow: hidden;
  white-space: nowrap;
  text-overflow: ellipsis;
  font-weight: 600;
`;

const Muted = styled('div')(({ theme }) => ({
  fontSize: '0.875rem',
  color: '#4b5563',
  ...theme.applyStyles('dark', { color: '#d1d5db' }),
}));

const Times = styled(Muted)`
  display: flex;
  justify-content: space-between;
  font-variant-numeric: tabular-nums;
`;

const PlayButton = styled(Button)(({ theme }) => ({
  display: 'grid',
  flexShrink: 0,
  placeItems: 'center',
  width: 44,
  height: 44,
  marginLeft: 'auto',
  border: 'none',
  borderRadius: '50%',
  backgroundColor: '#111827',
  color: '#fff',
  cursor: 'pointer',
  '&.base--focusVisible': { outline: '3px solid #fb923c', outlineOffset: 2 },
  ...theme.applyStyles('dark', { backgroundColor: '#f3f4f6', color: '#111827' }),
}));

const PositionSlider = styled(Slider)(({ theme }) => ({
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  width: '100%',
  height: 20,
  cursor: 'pointer',
  '& .base-Slider-rail': {
    position: 'absolute',
    width: '100%',
    height: 4,
    borderRadius: 2,
    backgroundColor: '#d1d5db',
  },
  '& .base-Slider-track': {
    position: 'absolute',
    height: 4,
    borderRadius: 2,
    backgroundColor: '#ea580c',
  },
  '& .base-Slider-thumb': {
    position: 'absolute',
    width: 16,
    height: 16,
    borderRadius: '50%',
    backgroundColor: '#ea580c',
    transform: 'translateX(-50%)',
    transition: 'box-shadow 150ms',
    '&:hover': { boxShadow: '0 0 0 6px rgba(234, 88, 12, 0.25)' },
    '&.base--focusVisible': { outline: '3px solid #fb923c', outlineOffset: 2 },
    '&.base--active': { transform: 'translateX(-50%) scale(1.25)' },
  },
  ...theme.applyStyles('dark', {
    '& .base-Slider-rail': { backgroundColor: '#4b5563' },
    '& .base-Slider-track, & .base-Slider-thumb': { backgroundColor: '#fb923c' },
  }),
}));

export default function TailwindPlayer() {
  const [position, setPosition] = React.useState(84);
  const [playing, setPlaying] = React.useState(false);
  return (
    <Player>
      <Header>
        <Cover aria-hidden />
        <div style={{ minWidth: 0 }}>
          <Title>Low Tide Lanterns</Title>
          <Muted>The Paper Boats</Muted>
        </div>
        <PlayButton aria-label={playing ? 'Pause' : 'Play'} onClick={() => setPlaying((value) => !value)}>
          {playing ? <PauseIcon /> : <PlayArrowIcon />}
        </PlayButton>
      </Header>
      <PositionSlider
        aria-label="Playback position"
        min={0}
        max={DURATION}
        value={position}
        onChange={(_, value) => setPosition(value as number)}
        getAriaValueText={(value) => `${formatTime(value)} of ${formatTime(DURATION)}`}
      />
      <Times>
        <span>{formatTime(position)}</span>
        <span>{formatTime(DURATION)}</span>
      </Times>
    </Player>
  );
}
