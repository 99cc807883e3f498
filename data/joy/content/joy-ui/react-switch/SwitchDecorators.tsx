import Stack from '@mui/joy/Stack';
import Switch from '@mui/joy/Switch';
import Typography from '@mui/joy/Typography';
import LightModeRounded from '@mui/icons-material/LightModeRounded';
import DarkModeRounded from '@mui/icons-material/DarkModeRounded';

export default function SwitchDecorators() {
  return (
    <Stack spacing={3}>
      {/* Text on both sides: the unit that is not selected is dimmed. */}
      <Stack spacing={1}>
        <Typography id="distance-unit-label" level="title-sm">
          Distance unit
        </Typography>
        <Switch
          slotProps={{ input: { 'aria-labelledby': 'distance-unit-label', 'aria-describedby': 'distance-unit-hint' } }}
          startDecorator={({ checked }) => (
            <Typography component="span" level="body-sm" sx={{ fontWeight: checked ? 'md' : 'lg', opacity: checked ? 0.6 : 1 }}>
              Miles
            </Typography>
          )}
          endDecorator={({ checked }) => (
            <Typography component="span" level="body-sm" sx={{ fontWeight: checked ? 'lg' : 'md', opacity: checked ? 1 : 0.6 }}>
              Kilometres
            </Typography>
          )}
          sx={{ alignSelf: 'flex-start' }}
        />
        <Typography id="distance-unit-hint" level="body-xs">
          On means kilometres.
        </Typography>
      </Stack>
      {/* Icons as decorators take the color of the state they stand for. */}
      <Switch
        defaultChecked
        color="neutral"
        size="lg"
        slotProps={{ input: { 'aria-label': 'Dark map style' } }}
        startDecorator={({ checked }) => <LightModeRounded sx={{ color: checked ? 'text.tertiary' : 'warning.500' }} />}
        endDecorator={({ checked }) => <DarkModeRounded sx={{ color: checked ? 'primary.400' : 'text.tertiary' }} />}
        sx={{ alignSelf: 'flex-start' }}
      />
    </Stack>
  );
}
