import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';
import { DigitalClock } from '@mui/x-date-pickers/DigitalClock';

// Opening hours of the clinic: the date part of these two values is ignored.
const opensAt = dayjs('2025-01-01T08:30');
const closesAt = dayjs('2025-01-01T17:00');

export default function AppointmentSlotPicker() {
  const [slot, setSlot] = React.useState<Dayjs>(dayjs('2025-09-16T10:00'));

  // The calendar changes the day and keeps the time; the clock changes the time and keeps the day.
  const handleDayChange = (day: Dayjs | null) => {
    if (day) {
      setSlot((current) => current.year(day.year()).month(day.month()).date(day.date()));
    }
  };
  const handleTimeChange = (time: Dayjs | null) => {
    if (time) {
      setSlot((current) => current.hour(time.hour()).minute(time.minute()));
    }
  };

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Paper variant="outlined" sx={{ display: 'inline-flex', flexDirection: 'column', maxWidth: '100%' }}>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start' }}>
          <DateCalendar value={slot} onChange={handleDayChange} sx={{ m: 0 }} />
          <Box sx={{ width: { xs: '100%', sm: 140 }, pt: { sm: 2 }, px: { xs: 2, sm: 0 }, pb: 2 }}>
            <Typography variant="subtitle2" sx={{ mb: 1 }}>
              Available times
            </Typography>
            <DigitalClock
              value={slot}
              onChange={handleTimeChange}
              timeStep={30}
              minTime={opensAt}
              maxTime={closesAt}
              skipDisabled
              sx={{ maxHeight: 260, border: 1, borderColor: 'divider', borderRadius: 1 }}
            />
          </Box>
        </Box>
        <Typography role="status" variant="body2" sx={{ px: 2, pb: 2 }}>
          Appointment: {slot.format('dddd, MMMM D, YYYY [at] h:mm A')}
        </Typography>
      </Paper>
    </LocalizationProvider>
  );
}
