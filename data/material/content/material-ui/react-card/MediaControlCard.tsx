import * as React from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardMedia from '@mui/material/CardMedia';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import PauseIcon from '@mui/icons-material/Pause';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import SkipNextIcon from '@mui/icons-material/SkipNext';
import SkipPreviousIcon from '@mui/icons-material/SkipPrevious';

const episodes = [
  { title: 'Soil, worms and patience', show: 'The Allotment Hour', hue: 28 },
  { title: 'Saving seeds for spring', show: 'The Allotment Hour', hue: 140 },
  { title: 'Rain barrels, explained', show: 'The Allotment Hour', hue: 205 },
];

export default function MediaControlCard() {
  const [index, setIndex] = React.useState(0);
  const [playing, setPlaying] = React.useState(false);
  const episode = episodes[index];

  const step = (delta: number) => setIndex((current) => (current + delta + episodes.length) % episodes.length);

  return (
    <Card sx={{ display: 'flex', maxWidth: 420, mx: 'auto' }}>
      <Box sx={{ display: 'flex', flexDirection: 'column', flex: 1, minWidth: 0 }}>
        <CardContent sx={{ flex: '1 0 auto' }}>
          <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
            {episode.title}
          </Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {episode.show} · episode {index + 1} of {episodes.length}
          </Typography>
        </CardContent>
        <Box sx={{ display: 'flex', alignItems: 'center', pl: 1, pb: 1 }}>
          <IconButton aria-label="Previous episode" onClick={() => step(-1)}>
            <SkipPreviousIcon />
          </IconButton>
          <IconButton aria-label={playing ? 'Pause' : 'Play'} onClick={() => setPlaying((value) => !value)}>
            {playing ? <PauseIcon sx={{ fontSize: 38 }} /> : <PlayArrowIcon sx={{ fontSize: 38 }} />}
          </IconButton>
          <IconButton aria-label="Next episode" onClick={() => step(1)}>
            <SkipNextIcon />
          </IconButton>
        </Box>
      </Box>
      <CardMedia
        component="div"
        aria-hidden
        sx={{
          width: { xs: 110, sm: 150 },
          flexShrink: 0,
          background: `linear-gradient(160deg, hsl(${episode.hue} 60% 55%), hsl(${episode.hue + 40} 55% 30%))`,
        }}
      />
    </Card>
  );
}
