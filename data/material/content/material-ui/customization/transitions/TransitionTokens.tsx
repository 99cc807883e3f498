import * as React from 'react';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { styled, useTheme, type Duration, type Easing } from '@mui/material/styles';

type DurationKey = keyof Duration;
type EasingKey = keyof Easing;

const Tile = styled(ButtonBase, {
  shouldForwardProp: (prop) => prop !== 'durationKey' && prop !== 'easingKey',
})<{ durationKey: DurationKey; easingKey: EasingKey }>(({ theme, durationKey, easingKey }) => ({
  display: 'block',
  width: '100%',
  textAlign: 'left',
  padding: theme.spacing(2),
  borderRadius: (theme.vars ?? theme).shape.borderRadius,
  border: `1px solid ${(theme.vars ?? theme).palette.divider}`,
  backgroundColor: (theme.vars ?? theme).palette.background.paper,
  transition: theme.transitions.create(['transform', 'box-shadow', 'border-color'], {
    duration: theme.transitions.duration[durationKey],
    easing: theme.transitions.easing[easingKey],
  }),
  '&:hover, &.Mui-focusVisible': {
    transform: 'translateY(-6px)',
    boxShadow: (theme.vars ?? theme).shadows[6],
    borderColor: (theme.vars ?? theme).palette.primary.main,
  },
  '&.Mui-focusVisible': {
    outline: `2px solid ${(theme.vars ?? theme).palette.primary.main}`,
    outlineOffset: 2,
  },
  // Keep the visual change but drop the movement for people who ask for less motion.
  '@media (prefers-reduced-motion: reduce)': {
    transition: 'none',
    '&:hover, &.Mui-focusVisible': { transform: 'none' },
  },
}));

export default function TransitionTokens() {
  const theme = useTheme();
  const [durationKey, setDurationKey] = React.useState<DurationKey>('short');
  const [easingKey, setEasingKey] = React.useState<EasingKey>('easeInOut');
  const durationKeys = Object.keys(theme.transitions.duration) as DurationKey[];
  const easingKeys = Object.keys(theme.transitions.easing) as EasingKey[];

  const value = theme.transitions.create(['transform', 'box-shadow', 'border-color'], {
    duration: theme.transitions.duration[durationKey],
    easing: theme.transitions.easing[easingKey],
  });

  return (
    <Stack spacing={2} sx={{ width: '100%', maxWidth: 520 }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <FormControl size="small" fullWidth>
          <InputLabel id="transition-duration-label">Duration</InputLabel>
          <Select
            labelId="transition-duration-label"
            label="Duration"
            value={durationKey}
            onChange={(event) => setDurationKey(event.target.value as DurationKey)}
          >
            {durationKeys.map((key) => (
              <MenuItem key={key} value={key}>
                {key} ({theme.transitions.duration[key]} ms)
              </MenuItem>
            ))}
          </Select>
        </FormControl>
        <FormControl size="small" fullWidth>
          <InputLabel id="transition-easing-label">Easing</InputLabel>
          <Select
            labelId="transition-easing-label"
            label="Easing"
            value={easingKey}
            onChange={(event) => setEasingKey(event.target.value as EasingKey)}
          >
            {easingKeys.map((key) => (
              <MenuItem key={key} value={key}>
                {key}
              </MenuItem>
            ))}
          </Select>
        </FormControl>
      </Stack>
      <Box sx={{ pt: 1 }}>
        <Tile durationKey={durationKey} easingKey={easingKey}>
          <Typography variant="subtitle1" component="span" sx={{ display: 'block' }}>
            Hover or focus this card
          </Typography>
          <Typography variant="body2" component="span" sx={{ display: 'block', color: 'text.secondary' }}>
            It lifts, casts a shadow and takes the primary border with the chosen timing.
          </Typography>
        </Tile>
      </Box>
      <Typography variant="caption" component="p" sx={{ fontFamily: 'monospace', overflowWrap: 'anywhere' }}>
        transition: {value}
      </Typography>
    </Stack>
  );
}
