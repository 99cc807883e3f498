import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { TimePicker } from '@mui/x-date-pickers/TimePicker';

const shipped = dayjs('2025-02-03T07:45');

export default function CustomFormats() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 320 }}>
        <DatePicker label="ISO 8601" format="YYYY-MM-DD" defaultValue={shipped} />
        <DatePicker label="Day, month name and year" format="D MMM YYYY" defaultValue={shipped} />
        <DatePicker
          label="With weekday"
          format="ddd, MMM D, YYYY"
          slotProps={{ field: { shouldRespectLeadingZeros: true } }}
          defaultValue={shipped}
        />
        <DatePicker label="Spacious separators" format="MM/DD/YYYY" formatDensity="spacious" defaultValue={shipped} />
        <TimePicker label="24-hour time" format="HH:mm" defaultValue={shipped} />
      </Stack>
    </LocalizationProvider>
  );
}
