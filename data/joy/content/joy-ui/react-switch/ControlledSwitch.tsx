import * as React from 'react';
import Stack from '@mui/joy/Stack';
import Switch from '@mui/joy/Switch';
import Typography from '@mui/joy/Typography';

export default function ControlledSwitch() {
  const [away, setAway] = React.useState(false);

  return (
    <Stack spacing={1.5} sx={{ maxWidth: 340, width: '100%' }}>
      <Typography
        component="label"
        sx={{ justifyContent: 'space-between', gap: 2 }}
        endDecorator={
          <Switch
            checked={away}
            onChange={(event: React.ChangeEvent<HTMLInputElement>) => setAway(event.target.checked)}
            color={away ? 'warning' : 'neutral'}
          />
        }
      >
        Out-of-office reply
      </Typography>
      <Typography level="body-sm" role="status">
        {away ? 'People who email you get an automatic reply until you turn this off.' : 'Automatic replies are off.'}
      </Typography>
    </Stack>
  );
}
