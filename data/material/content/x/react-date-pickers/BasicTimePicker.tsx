import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { TimePicker } from '@mui/x-date-pickers/TimePicker';

export default function BasicTimePicker() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        {/* The date part of the value is kept but not shown: only hours and minutes are edited. */}
        <TimePicker label="Doors open" defaultValue={dayjs('2025-03-14T18:30')} />
        <TimePicker label="Last entry (24-hour)" defaultValue={dayjs('2025-03-14T22:15')} ampm={false} timeSteps={{ minutes: 15 }} />
      </Stack>
    </LocalizationProvider>
  );
}
