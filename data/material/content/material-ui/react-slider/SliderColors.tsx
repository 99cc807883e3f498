import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

const settings = [
  { label: 'Auto-save interval', color: 'secondary', value: 40 },
  { label: 'Battery charge limit', color: 'success', value: 80 },
  { label: 'Low-storage warning', color: 'warning', value: 20 },
  { label: 'Error rate alert', color: 'error', value: 55 },
] as const;

export default function SliderColors() {
  return (
    <Stack spacing={2} sx={{ maxWidth: 320, mx: 'auto' }}>
      {settings.map((setting) => (
        <div key={setting.color}>
          <Stack direction="row" spacing={1} sx={{ justifyContent: 'space-between', alignItems: 'baseline' }}>
            <Typography id={`slider-color-${setting.color}`} variant="body2">
              {setting.label}
            </Typography>
            <Typography variant="caption" sx={{ fontFamily: 'monospace', color: 'text.secondary' }}>
              {setting.color}
            </Typography>
          </Stack>
          <Slider
            color={setting.color}
            defaultValue={setting.value}
            aria-labelledby={`slider-color-${setting.color}`}
            valueLabelDisplay="auto"
          />
        </div>
      ))}
    </Stack>
  );
}
