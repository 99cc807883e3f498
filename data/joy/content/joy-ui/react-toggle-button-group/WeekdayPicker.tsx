import * as React from 'react';
import Button from '@mui/joy/Button';
import Stack from '@mui/joy/Stack';
import ToggleButtonGroup from '@mui/joy/ToggleButtonGroup';
import Typography from '@mui/joy/Typography';

const days = [
  { value: 'mon', short: 'Mon', long: 'Monday' },
  { value: 'tue', short: 'Tue', long: 'Tuesday' },
  { value: 'wed', short: 'Wed', long: 'Wednesday' },
  { value: 'thu', short: 'Thu', long: 'Thursday' },
  { value: 'fri', short: 'Fri', long: 'Friday' },
  { value: 'sat', short: 'Sat', long: 'Saturday' },
  { value: 'sun', short: 'Sun', long: 'Sunday' },
];

function summary(selected: string[]): string {
  const names = days.filter((day) => selected.includes(day.value)).map((day) => day.long);
  if (names.length === 0) {
    return 'Pick at least one day.';
  }
  if (names.length === 7) {
    return 'Repeats every day.';
  }
  const list = names.length === 1 ? names[0] : `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
  return `Repeats every week on ${list}.`;
}

export default function WeekdayPicker() {
  const [selected, setSelected] = React.useState<string[]>(['mon', 'wed', 'fri']);

  return (
    <Stack spacing={1.5} sx={{ maxWidth: 480, width: '100%' }}>
      <Typography id="weekday-label" level="title-sm">
        Yoga class repeats on
      </Typography>
      <ToggleButtonGroup
        spacing={0.75}
        size="sm"
        color="primary"
        aria-labelledby="weekday-label"
        value={selected}
        onChange={(event, value) => setSelected(value)}
        sx={{ flexWrap: 'wrap', '--ButtonGroup-radius': '40px' }}
      >
        {days.map((day) => (
          <Button key={day.value} value={day.value} sx={{ minWidth: 52 }}>
            {day.short}
          </Button>
        ))}
      </ToggleButtonGroup>
      <Typography level="body-sm" role="status" color={selected.length === 0 ? 'danger' : 'neutral'}>
        {summary(selected)}
      </Typography>
    </Stack>
  );
}
