import * as React from 'react';
import Button from '@mui/joy/Button';
import Stack from '@mui/joy/Stack';
import ToggleButtonGroup from '@mui/joy/ToggleButtonGroup';
import Typography from '@mui/joy/Typography';

const ranges = [
  { value: '24h', label: '24 hours', visits: '1,284' },
  { value: '7d', label: '7 days', visits: '9,410' },
  { value: '30d', label: '30 days', visits: '38,902' },
];

export default function ExclusiveSelection() {
  // A string value: one button at a time. Clicking the pressed one again sends null.
  const [range, setRange] = React.useState<string | null>('7d');
  const [optional, setOptional] = React.useState<string | null>(null);
  const current = ranges.find((item) => item.value === range);

  return (
    <Stack spacing={3} sx={{ alignItems: 'flex-start' }}>
      <Stack spacing={1}>
        <Typography id="range-label" level="title-sm">
          Visits over (one always selected)
        </Typography>
        <ToggleButtonGroup
          aria-labelledby="range-label"
          value={range}
          onChange={(event, newRange) => {
            // Ignore null so that one range always stays selected.
            if (newRange !== null) {
              setRange(newRange);
            }
          }}
        >
          {ranges.map((item) => (
            <Button key={item.value} value={item.value}>
              {item.label}
            </Button>
          ))}
        </ToggleButtonGroup>
        <Typography level="body-sm" role="status">
          {current?.visits} visits in the last {current?.label}.
        </Typography>
      </Stack>
      <Stack spacing={1}>
        <Typography id="delivery-label" level="title-sm">
          Delivery window (optional)
        </Typography>
        <ToggleButtonGroup aria-labelledby="delivery-label" value={optional} onChange={(event, newValue) => setOptional(newValue)}>
          <Button value="morning">Morning</Button>
          <Button value="afternoon">Afternoon</Button>
          <Button value="evening">Evening</Button>
        </ToggleButtonGroup>
        <Typography level="body-sm">
          {optional ? `Selected: ${optional}.` : 'No preference. Click a pressed button to clear it.'}
        </Typography>
      </Stack>
    </Stack>
  );
}
