import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';

export default function ViewsPickers() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 320 }}>
        <DatePicker
          label="Graduation year"
          views={['year']}
          defaultValue={dayjs('2025-01-01')}
          minDate={dayjs('1960-01-01')}
          maxDate={dayjs('2030-12-31')}
        />
        <DatePicker label="Billing month" views={['month', 'year']} openTo="month" defaultValue={dayjs('2025-08-01')} />
        <DatePicker label="Date of birth" views={['year', 'month', 'day']} openTo="year" defaultValue={dayjs('1994-11-23')} disableFuture />
      </Stack>
    </LocalizationProvider>
  );
}
