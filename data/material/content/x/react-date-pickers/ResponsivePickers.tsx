import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { DesktopDatePicker } from '@mui/x-date-pickers/DesktopDatePicker';
import { MobileDatePicker } from '@mui/x-date-pickers/MobileDatePicker';

const departure = dayjs('2025-06-02');

export default function ResponsivePickers() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 320 }}>
        <DesktopDatePicker label="Departure (desktop popover)" defaultValue={departure} />
        <MobileDatePicker label="Departure (mobile dialog)" defaultValue={departure} />
        <DatePicker label="Departure (responsive)" defaultValue={departure} />
      </Stack>
    </LocalizationProvider>
  );
}
