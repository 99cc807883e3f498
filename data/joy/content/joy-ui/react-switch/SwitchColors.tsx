import Stack from '@mui/joy/Stack';
import Switch from '@mui/joy/Switch';
import Typography from '@mui/joy/Typography';

// Each color paired with a setting whose meaning it supports.
const settings = [
  { color: 'primary', label: 'Sync contacts' },
  { color: 'neutral', label: 'Compact mode' },
  { color: 'success', label: 'Automatic backups' },
  { color: 'warning', label: 'Beta features' },
  { color: 'danger', label: 'Block all cookies' },
] as const;

export default function SwitchColors() {
  return (
    <Stack spacing={2} sx={{ maxWidth: 320, width: '100%' }}>
      {settings.map(({ color, label }) => (
        <Typography
          key={color}
          component="label"
          sx={{ justifyContent: 'space-between', gap: 2 }}
          endDecorator={<Switch color={color} defaultChecked />}
        >
          <span>
            {label}{' '}
            <Typography component="span" level="body-xs">
              ({color})
            </Typography>
          </span>
        </Typography>
      ))}
    </Stack>
  );
}
