import * as React from 'react';
import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import type { DateValidationError } from '@mui/x-date-pickers/models';

const seasonStart = dayjs('2025-04-01');
const seasonEnd = dayjs('2025-10-31');

const errorMessages: Partial<Record<NonNullable<DateValidationError>, string>> = {
  invalidDate: 'Enter a complete date as MM/DD/YYYY.',
  minDate: `The campsite opens on ${seasonStart.format('MMMM D, YYYY')}.`,
  maxDate: `The campsite closes after ${seasonEnd.format('MMMM D, YYYY')}.`,
};

export default function MinMaxValidation() {
  const [error, setError] = React.useState<DateValidationError>(null);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DatePicker
        label="Arrival"
        defaultValue={dayjs('2025-04-12')}
        minDate={seasonStart}
        maxDate={seasonEnd}
        onError={(newError) => setError(newError)}
        slotProps={{
          textField: {
            helperText: error ? errorMessages[error] : 'Open April 1 to October 31, 2025',
          },
        }}
      />
    </LocalizationProvider>
  );
}
