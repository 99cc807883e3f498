import * as React from 'react';
import Box from '@mui/material/Box';
import Slider, { sliderClasses } from '@mui/material/Slider';
import Typography from '@mui/material/Typography';
import { alpha, styled } from '@mui/material/styles';

// A reusable slider with a thick rail, a ringed thumb and a pill-shaped value label.
const SavingsSlider = styled(Slider)(({ theme }) => ({
  height: 10,
  color: (theme.vars ?? theme).palette.success.main,
  [`& .${sliderClasses.rail}`]: {
    opacity: 1,
    backgroundColor: theme.palette.grey[300],
    ...theme.applyStyles('dark', { backgroundColor: theme.palette.grey[700] }),
  },
  [`& .${sliderClasses.track}`]: {
    border: 'none',
    backgroundImage: `linear-gradient(90deg, ${theme.palette.success.light}, ${theme.palette.success.dark})`,
  },
  [`& .${sliderClasses.thumb}`]: {
    width: 26,
    height: 26,
    backgroundColor: (theme.vars ?? theme).palette.background.paper,
    border: `4px solid ${theme.palette.success.main}`,
    '&::before': { boxShadow: 'none' },
    [`&:hover, &.${sliderClasses.focusVisible}`]: {
      boxShadow: `0 0 0 6px ${alpha(theme.palette.success.main, 0.3)}`,
    },
    [`&.${sliderClasses.active}`]: {
      boxShadow: `0 0 0 10px ${alpha(theme.palette.success.main, 0.3)}`,
    },
  },
  [`& .${sliderClasses.valueLabel}`]: {
    padding: '2px 10px',
    borderRadius: 12,
    fontSize: 12,
    fontWeight: 600,
    backgroundColor: theme.palette.success.dark,
    '&::before': { display: 'none' },
  },
}));

const formatShare = (value: number) => `${value}%`;

export default function CustomizedSlider() {
  const [share, setShare] = React.useState(12);
  const monthly = Math.round((4200 * share) / 100);

  return (
    <Box sx={{ maxWidth: 320, mx: 'auto' }}>
      <Typography gutterBottom>
        <span id="savings-share-label">Share of income to save each month</span>: {formatShare(share)}
      </Typography>
      <SavingsSlider
        aria-labelledby="savings-share-label"
        value={share}
        onChange={(_event, next) => setShare(next as number)}
        max={40}
        valueLabelDisplay="auto"
        valueLabelFormat={formatShare}
        getAriaValueText={(value) => `${value} percent`}
      />
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        ${monthly.toLocaleString('en-US')} of a $4,200 monthly income
      </Typography>
    </Box>
  );
}
