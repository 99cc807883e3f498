import Stack from '@mui/joy/Stack';
import Switch, { switchClasses } from '@mui/joy/Switch';
import Typography from '@mui/joy/Typography';
import { styled } from '@mui/joy/styles';

// A larger switch for touch screens: a 52 × 32 px track, green only while on, and a thumb with a
// soft shadow that slides and stretches while pressed. The colors come from the theme's palette.
const LargeSwitch = styled(Switch)(({ theme }) => ({
  '--Switch-trackWidth': '52px',
  '--Switch-trackHeight': '32px',
  '--Switch-thumbSize': '26px',
  '--Switch-thumbShadow': '0 1px 3px rgb(0 0 0 / 0.3)',
  [`&.${switchClasses.checked}:not(.${switchClasses.disabled})`]: {
    '--Switch-trackBackground': theme.vars.palette.success.solidBg,
    '&:hover': { '--Switch-trackBackground': theme.vars.palette.success.solidHoverBg },
  },
  [`& .${switchClasses.thumb}`]: {
    transition: 'left 180ms ease, width 180ms ease',
  },
  [`&:active .${switchClasses.thumb}`]: {
    '--Switch-thumbWidth': '32px',
  },
  '@media (prefers-reduced-motion: reduce)': {
    [`& .${switchClasses.thumb}`]: { transition: 'none' },
  },
}));

export default function TouchSwitch() {
  return (
    <Stack spacing={2} sx={{ maxWidth: 320, width: '100%' }}>
      <Typography
        component="label"
        level="body-lg"
        sx={{ justifyContent: 'space-between', gap: 2 }}
        endDecorator={<LargeSwitch defaultChecked />}
      >
        Wi-Fi
      </Typography>
      <Typography component="label" level="body-lg" sx={{ justifyContent: 'space-between', gap: 2 }} endDecorator={<LargeSwitch />}>
        Airplane mode
      </Typography>
      <Typography
        component="label"
        level="body-lg"
        sx={{ justifyContent: 'space-between', gap: 2 }}
        endDecorator={<LargeSwitch disabled defaultChecked />}
      >
        Personal hotspot
      </Typography>
    </Stack>
  );
}
