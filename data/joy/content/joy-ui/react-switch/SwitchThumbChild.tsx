import Stack from '@mui/joy/Stack';
import Switch from '@mui/joy/Switch';
import Typography from '@mui/joy/Typography';
import LockRounded from '@mui/icons-material/LockRounded';
import LockOpenRounded from '@mui/icons-material/LockOpenRounded';
import NotificationsActiveRounded from '@mui/icons-material/NotificationsActiveRounded';
import NotificationsOffRounded from '@mui/icons-material/NotificationsOffRounded';

export default function SwitchThumbChild() {
  return (
    <Stack spacing={2.5}>
      {/* slotProps.thumb as a function receives the owner state, so the icon follows the switch without extra state. */}
      <Typography
        component="label"
        startDecorator={
          <Switch
            size="lg"
            sx={{ '--Switch-thumbSize': '20px', mr: 1 }}
            slotProps={{
              thumb: ({ checked }) => ({ children: checked ? <LockRounded /> : <LockOpenRounded /> }),
            }}
          />
        }
      >
        Lock screen orientation
      </Typography>
      <Typography
        component="label"
        startDecorator={
          <Switch
            size="lg"
            defaultChecked
            color="warning"
            variant="soft"
            sx={{ '--Switch-thumbSize': '22px', '--Switch-trackWidth': '46px', mr: 1 }}
            slotProps={{
              thumb: ({ checked }) => ({
                children: checked ? <NotificationsActiveRounded /> : <NotificationsOffRounded />,
              }),
            }}
          />
        }
      >
        Sound alerts
      </Typography>
    </Stack>
  );
}
