import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import type { DateValidationError } from '@mui/x-date-pickers/models';

// Days the warehouse is closed, on top of every Saturday and Sunday.
const closedDays = new Set(['2025-04-18', '2025-04-21', '2025-05-01', '2025-05-29']);

function isClosed(day: Dayjs) {
  const weekday = day.day(); // 0 is Sunday, 6 is Saturday
  return weekday === 0 || weekday === 6 || closedDays.has(day.format('YYYY-MM-DD'));
}

export default function DisableWeekends() {
  const [error, setError] = React.useState<DateValidationError>(null);

  let helperText = 'Deliveries run Monday to Friday.';
  if (error === 'shouldDisableDate') {
    helperText = 'No deliveries on weekends and public holidays.';
  } else if (error === 'invalidDate') {
    helperText = 'Enter a complete date as MM/DD/YYYY.';
  }

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DatePicker
        label="Delivery day"
        defaultValue={dayjs('2025-04-17')}
        shouldDisableDate={isClosed}
        onError={(newError) => setError(newError)}
        slotProps={{ textField: { helperText } }}
      />
    </LocalizationProvider>
  );
}
