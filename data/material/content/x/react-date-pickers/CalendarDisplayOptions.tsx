import dayjs, { Dayjs } from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';

// Two-letter weekday headers ("Mo", "Tu", …) instead of the default single letter.
const twoLetterWeekday = (day: Dayjs) => day.format('dd');

export default function CalendarDisplayOptions() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DateCalendar
        defaultValue={dayjs('2025-02-12')}
        displayWeekNumber
        showDaysOutsideCurrentMonth
        fixedWeekNumber={6}
        dayOfWeekFormatter={twoLetterWeekday}
        sx={{ mx: 0, maxWidth: '100%' }}
      />
    </LocalizationProvider>
  );
}
