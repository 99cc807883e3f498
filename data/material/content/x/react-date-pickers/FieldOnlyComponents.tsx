import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateField } from '@mui/x-date-pickers/DateField';
import { TimeField } from '@mui/x-date-pickers/TimeField';
import { DateTimeField } from '@mui/x-date-pickers/DateTimeField';

export default function FieldOnlyComponents() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 320 }}>
        <DateField label="Passport expiry" defaultValue={dayjs('2025-11-30')} clearable />
        <TimeField label="Shift ends" defaultValue={dayjs('2025-11-30T16:45')} />
        <DateTimeField label="Meter read at" defaultValue={dayjs('2025-11-30T08:05')} format="YYYY-MM-DD HH:mm" />
      </Stack>
    </LocalizationProvider>
  );
}
