import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';

export default function BasicDateTimePicker() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DateTimePicker
        label="Webinar starts"
        defaultValue={dayjs('2025-05-20T15:00')}
        timeSteps={{ minutes: 15 }}
        sx={{ width: '100%', maxWidth: 320 }}
      />
    </LocalizationProvider>
  );
}
