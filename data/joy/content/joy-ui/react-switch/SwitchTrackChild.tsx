import Stack from '@mui/joy/Stack';
import Switch from '@mui/joy/Switch';
import Typography from '@mui/joy/Typography';
import CheckRounded from '@mui/icons-material/CheckRounded';
import CloseRounded from '@mui/icons-material/CloseRounded';

export default function SwitchTrackChild() {
  return (
    <Stack spacing={2.5}>
      {/* One word at a time: a function of the owner state puts it on the side the thumb is not on. */}
      <Typography
        component="label"
        startDecorator={
          <Switch
            size="lg"
            sx={{ '--Switch-trackWidth': '64px', mr: 1 }}
            slotProps={{
              track: ({ checked }) => ({
                children: (
                  <Typography
                    component="span"
                    level="body-xs"
                    aria-hidden
                    sx={{
                      color: 'inherit',
                      fontWeight: 'lg',
                      textTransform: 'uppercase',
                      ...(checked ? { ml: '10px', mr: 'auto' } : { ml: 'auto', mr: '10px' }),
                    }}
                  >
                    {checked ? 'On' : 'Off'}
                  </Typography>
                ),
              }),
            }}
          />
        }
      >
        Public profile
      </Typography>
      {/* Both icons at once: space-between puts them at the two ends, and the thumb hides one. */}
      <Typography
        component="label"
        startDecorator={
          <Switch
            defaultChecked
            color="success"
            size="lg"
            sx={{ '--Switch-trackWidth': '48px', mr: 1 }}
            slotProps={{
              track: {
                children: (
                  <>
                    <CheckRounded sx={{ ml: '5px', color: 'inherit', fontSize: '14px' }} />
                    <CloseRounded sx={{ mr: '5px', color: 'inherit', fontSize: '14px' }} />
                  </>
                ),
              },
            }}
          />
        }
      >
        Accept new bookings
      </Typography>
    </Stack>
  );
}
