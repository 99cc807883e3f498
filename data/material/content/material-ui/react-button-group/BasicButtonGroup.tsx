import * as React from 'react';
import Button from '@mui/material/Button';
import ButtonGroup from '@mui/material/ButtonGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

const DAY = 24 * 60 * 60 * 1000;
const START = Date.UTC(2025, 2, 14);

export default function BasicButtonGroup() {
  const [offset, setOffset] = React.useState(0);
  const label = new Date(START + offset * DAY).toLocaleDateString('en-GB', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    timeZone: 'UTC',
  });

  return (
    <Stack spacing={2} sx={{ alignItems: 'center' }}>
      <ButtonGroup aria-label="Calendar navigation">
        <Button onClick={() => setOffset((value) => value - 1)}>Previous</Button>
        <Button onClick={() => setOffset(0)}>Today</Button>
        <Button onClick={() => setOffset((value) => value + 1)}>Next</Button>
      </ButtonGroup>
      <Typography role="status" variant="subtitle1">
        {label}
      </Typography>
    </Stack>
  );
}
