import * as React from 'react';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Slider from '@mui/material/Slider';
import Typography from '@mui/material/Typography';
import { styled } from '@mui/material/styles';

type Level = 'normal' | 'high' | 'full';

// `level` is a prop of ours: shouldForwardProp keeps it away from LinearProgress and the DOM.
const UsageBar = styled(LinearProgress, {
  shouldForwardProp: (prop) => prop !== 'level',
})<{ level: Level }>(({ theme }) => {
  const { palette } = theme.vars ?? theme;
  return {
    height: 12,
    borderRadius: 6,
    backgroundColor: palette.action.selected,
    '& .MuiLinearProgress-bar': { borderRadius: 6, backgroundColor: palette.success.main },
    // Each variant applies when the props match: styles are computed once, not on every render.
    variants: [
      { props: { level: 'high' }, style: { '& .MuiLinearProgress-bar': { backgroundColor: palette.warning.main } } },
      { props: { level: 'full' }, style: { '& .MuiLinearProgress-bar': { backgroundColor: palette.error.main } } },
    ],
  };
});

const QUOTA_GB = 50;

function levelOf(usedGb: number): Level {
  if (usedGb >= QUOTA_GB * 0.9) {
    return 'full';
  }
  return usedGb >= QUOTA_GB * 0.7 ? 'high' : 'normal';
}

const messages: Record<Level, string> = {
  normal: 'Plenty of space left.',
  high: 'Storage is filling up.',
  full: 'Almost full: new uploads may fail.',
};

export default function DynamicStyledProps() {
  const [used, setUsed] = React.useState(21);
  const level = levelOf(used);

  return (
    <Box sx={{ width: '100%', maxWidth: 400 }}>
      <Typography id="storage-used-label" variant="subtitle2" gutterBottom>
        Storage used: {used} GB of {QUOTA_GB} GB
      </Typography>
      <UsageBar variant="determinate" value={(used / QUOTA_GB) * 100} level={level} aria-labelledby="storage-used-label" />
      <Typography variant="body2" role="status" sx={{ mt: 1, color: 'text.secondary' }}>
        {messages[level]}
      </Typography>
      <Slider
        sx={{ mt: 2 }}
        aria-label="Simulate storage used (GB)"
        min={0}
        max={QUOTA_GB}
        value={used}
        onChange={(_event, value) => setUsed(value)}
        valueLabelDisplay="auto"
      />
    </Box>
  );
}
