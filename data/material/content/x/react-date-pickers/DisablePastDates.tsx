import * as React from 'react';
import Stack from '@mui/material/Stack';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import type { DateTimeValidationError, DateValidationError } from '@mui/x-date-pickers/models';

function describe(error: DateValidationError | DateTimeValidationError, fallback: string) {
  switch (error) {
    case 'disablePast':
      return 'Choose today or a later date.';
    case 'invalidDate':
      return 'The date is incomplete.';
    case null:
      return fallback;
    default:
      return 'This time is in the past.';
  }
}

// "Past" is measured against the reader's clock when the calendar opens, so these
// pickers start empty: an empty field renders the same on the server and in the browser.
export default function DisablePastDates() {
  const [dateError, setDateError] = React.useState<DateValidationError>(null);
  const [reminderError, setReminderError] = React.useState<DateTimeValidationError>(null);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <DatePicker
          label="Due date"
          disablePast
          onError={setDateError}
          slotProps={{ textField: { helperText: describe(dateError, 'Today or later') } }}
        />
        <DateTimePicker
          label="Send a reminder at"
          disablePast
          onError={setReminderError}
          slotProps={{ textField: { helperText: describe(reminderError, 'Not before now') } }}
        />
      </Stack>
    </LocalizationProvider>
  );
}
