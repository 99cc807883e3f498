import * as React from 'react';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';

export default function EnforceValueSet() {
  const id = React.useId();
  const [sort, setSort] = React.useState('newest');
  const [channels, setChannels] = React.useState<string[]>(['email']);

  const handleSort = (_event: React.MouseEvent<HTMLElement>, newSort: string | null) => {
    // Ignore the click that would deselect the current choice.
    if (newSort !== null) {
      setSort(newSort);
    }
  };

  const handleChannels = (_event: React.MouseEvent<HTMLElement>, newChannels: string[]) => {
    // Keep at least one channel switched on.
    if (newChannels.length > 0) {
      setChannels(newChannels);
    }
  };

  return (
    <Stack spacing={3} sx={{ alignItems: 'center' }}>
      <Stack spacing={1} sx={{ alignItems: 'center' }}>
        <Typography id={`${id}-sort`} variant="body2" sx={{ color: 'text.secondary' }}>
          Sort reviews by
        </Typography>
        <ToggleButtonGroup size="small" value={sort} exclusive onChange={handleSort} aria-labelledby={`${id}-sort`}>
          <ToggleButton value="newest">Newest</ToggleButton>
          <ToggleButton value="rating">Rating</ToggleButton>
          <ToggleButton value="helpful">Most helpful</ToggleButton>
        </ToggleButtonGroup>
      </Stack>
      <Stack spacing={1} sx={{ alignItems: 'center' }}>
        <Typography id={`${id}-channels`} variant="body2" sx={{ color: 'text.secondary' }}>
          Send reminders by (at least one)
        </Typography>
        <ToggleButtonGroup size="small" value={channels} onChange={handleChannels} aria-labelledby={`${id}-channels`}>
          <ToggleButton value="email">Email</ToggleButton>
          <ToggleButton value="sms">SMS</ToggleButton>
          <ToggleButton value="push">Push</ToggleButton>
        </ToggleButtonGroup>
      </Stack>
    </Stack>
  );
}
