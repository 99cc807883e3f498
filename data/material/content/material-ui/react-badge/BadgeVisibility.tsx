import * as React from 'react';
import Badge from '@mui/material/Badge';
import ButtonGroup from '@mui/material/ButtonGroup';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import NotificationsIcon from '@mui/icons-material/Notifications';
import AddIcon from '@mui/icons-material/Add';
import RemoveIcon from '@mui/icons-material/Remove';

export default function BadgeVisibility() {
  const [count, setCount] = React.useState(3);
  const [hidden, setHidden] = React.useState(false);

  return (
    <Stack direction="row" spacing={3} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
      <Badge color="error" badgeContent={count} invisible={hidden}>
        <NotificationsIcon titleAccess={`${count} notifications`} />
      </Badge>
      <ButtonGroup size="small" aria-label="Change the notification count">
        <Button aria-label="One fewer notification" onClick={() => setCount((value) => Math.max(0, value - 1))}>
          <RemoveIcon fontSize="small" />
        </Button>
        <Button aria-label="One more notification" onClick={() => setCount((value) => value + 1)}>
          <AddIcon fontSize="small" />
        </Button>
      </ButtonGroup>
      <FormControlLabel
        control={<Switch checked={hidden} onChange={(event) => setHidden(event.target.checked)} />}
        label="Hide badge (invisible)"
      />
    </Stack>
  );
}
