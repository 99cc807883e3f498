import * as React from 'react';
import Badge, { type BadgeOrigin } from '@mui/material/Badge';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ChatIcon from '@mui/icons-material/Chat';

export default function BadgeAlignment() {
  const [origin, setOrigin] = React.useState<Required<BadgeOrigin>>({ vertical: 'top', horizontal: 'right' });

  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={4} sx={{ alignItems: { sm: 'center' } }}>
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <FormControl>
          <FormLabel id="badge-vertical-label">Vertical</FormLabel>
          <RadioGroup
            aria-labelledby="badge-vertical-label"
            value={origin.vertical}
            onChange={(event) => setOrigin((prev) => ({ ...prev, vertical: event.target.value as 'top' | 'bottom' }))}
          >
            <FormControlLabel value="top" control={<Radio />} label="Top" />
            <FormControlLabel value="bottom" control={<Radio />} label="Bottom" />
          </RadioGroup>
        </FormControl>
        <FormControl>
          <FormLabel id="badge-horizontal-label">Horizontal</FormLabel>
          <RadioGroup
            aria-labelledby="badge-horizontal-label"
            value={origin.horizontal}
            onChange={(event) => setOrigin((prev) => ({ ...prev, horizontal: event.target.value as 'left' | 'right' }))}
          >
            <FormControlLabel value="left" control={<Radio />} label="Left" />
            <FormControlLabel value="right" control={<Radio />} label="Right" />
          </RadioGroup>
        </FormControl>
      </Stack>
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <Stack direction="row" spacing={4} sx={{ px: 1.5, py: 1 }}>
          <Badge color="primary" badgeContent={5} anchorOrigin={origin}>
            <ChatIcon titleAccess="Chats: 5 unread" />
          </Badge>
          <Badge color="primary" badgeContent={120} anchorOrigin={origin}>
            <ChatIcon titleAccess="Chats: more than 99 unread" />
          </Badge>
          <Badge color="primary" variant="dot" anchorOrigin={origin}>
            <ChatIcon titleAccess="Chats: new activity" />
          </Badge>
        </Stack>
        <Typography component="code" variant="body2" sx={{ fontFamily: 'monospace', overflowWrap: 'anywhere' }}>
          {`anchorOrigin={{ vertical: '${origin.vertical}', horizontal: '${origin.horizontal}' }}`}
        </Typography>
      </Stack>
    </Stack>
  );
}
