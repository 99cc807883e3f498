import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { StaticDatePicker } from '@mui/x-date-pickers/StaticDatePicker';

export default function StaticCalendarPicker() {
  const [accepted, setAccepted] = React.useState<Dayjs | null>(dayjs('2025-07-04'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ display: 'inline-block', maxWidth: '100%', border: 1, borderColor: 'divider', borderRadius: 1 }}>
        <StaticDatePicker defaultValue={dayjs('2025-07-04')} onAccept={(newValue) => setAccepted(newValue)} />
      </Box>
      <Typography role="status" variant="body2" sx={{ mt: 1 }}>
        {accepted ? `Saved: ${accepted.format('dddd, MMMM D, YYYY')}` : 'No date saved.'}
      </Typography>
    </LocalizationProvider>
  );
}
