import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateRangePicker } from '@mui/x-date-pickers-pro/DateRangePicker';
import type { DateRange } from '@mui/x-date-pickers-pro/models';

export default function BookingDateRangePicker() {
  const [range, setRange] = React.useState<DateRange<Dayjs>>([dayjs('2025-08-04'), dayjs('2025-08-08')]);
  const [start, end] = range;
  let summary = 'Choose both dates.';
  if (start?.isValid() && end?.isValid()) {
    const nights = end.diff(start, 'day');
    summary = `${nights} night${nights === 1 ? '' : 's'}: ${start.format('MMM D')} to ${end.format('MMM D, YYYY')}`;
  }

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs} localeText={{ start: 'Check-in', end: 'Check-out' }}>
      <Stack spacing={2}>
        <DateRangePicker value={range} onChange={setRange} minDate={dayjs('2025-05-01')} />
        <Typography role="status" variant="body2">
          {summary}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
