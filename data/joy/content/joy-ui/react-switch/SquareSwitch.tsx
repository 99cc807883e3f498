import Stack from '@mui/joy/Stack';
import Switch, { switchClasses } from '@mui/joy/Switch';
import Typography from '@mui/joy/Typography';
import type { Theme } from '@mui/joy/styles';

// An outlined switch with square corners: a clear border while off, a filled track while on,
// and a thumb that widens while pressed. Only Switch's CSS variables and class names.
const squareSx = (theme: Theme) => ({
  '--Switch-trackRadius': '4px',
  '--Switch-trackWidth': '40px',
  '--Switch-trackHeight': '20px',
  '--Switch-thumbSize': '12px',
  '--Switch-thumbRadius': '2px',
  '--Switch-thumbShadow': 'none',
  '--Switch-trackBorderColor': theme.vars.palette.neutral[500],
  [`&.${switchClasses.checked}:not(.${switchClasses.disabled})`]: {
    '--Switch-trackBackground': theme.vars.palette.primary.solidBg,
    '--Switch-trackBorderColor': theme.vars.palette.primary.solidBg,
    '--Switch-thumbBackground': theme.vars.palette.common.white,
    '&:hover': {
      '--Switch-trackBackground': theme.vars.palette.primary.solidHoverBg,
      '--Switch-trackBorderColor': theme.vars.palette.primary.solidHoverBg,
    },
  },
  [`& .${switchClasses.thumb}`]: { transition: 'left 120ms, width 120ms' },
  [`&:active .${switchClasses.thumb}`]: { '--Switch-thumbWidth': '18px' },
});

const settings = [
  { label: 'Snap to grid', on: true },
  { label: 'Show rulers', on: false },
  { label: 'Smart guides', on: true },
];

export default function SquareSwitch() {
  return (
    <Stack spacing={1.5} sx={{ maxWidth: 260, width: '100%' }}>
      {settings.map((setting) => (
        <Typography
          key={setting.label}
          component="label"
          level="body-sm"
          sx={{ justifyContent: 'space-between', gap: 2 }}
          endDecorator={<Switch variant="outlined" defaultChecked={setting.on} sx={squareSx} />}
        >
          {setting.label}
        </Typography>
      ))}
    </Stack>
  );
}
