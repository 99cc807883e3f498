import Stack from '@mui/joy/Stack';
import Switch, { switchClasses } from '@mui/joy/Switch';
import Typography from '@mui/joy/Typography';
import type { Theme } from '@mui/joy/styles';

// A wide, soft focus halo instead of the default outline: drawn on the action slot, which covers
// the track and receives the focus-visible class when the switch is reached with the keyboard.
const haloSx = (theme: Theme) => ({
  [`& .${switchClasses.action}.${switchClasses.focusVisible}`]: {
    outline: 'none',
    boxShadow: `0 0 0 2px ${theme.vars.palette.background.surface}, 0 0 0 5px ${theme.vars.palette.primary[400]}`,
  },
});

export default function FocusRingSwitch() {
  return (
    <Stack spacing={2} sx={{ maxWidth: 320, width: '100%' }}>
      <Typography level="body-sm">Press Tab to move between the switches and see the halo.</Typography>
      <Typography component="label" sx={{ justifyContent: 'space-between', gap: 2 }} endDecorator={<Switch defaultChecked sx={haloSx} />}>
        Two-step sign-in
      </Typography>
      <Typography component="label" sx={{ justifyContent: 'space-between', gap: 2 }} endDecorator={<Switch sx={haloSx} />}>
        Sign out other devices
      </Typography>
    </Stack>
  );
}
