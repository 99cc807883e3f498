import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';

export default function ActionBarPicker() {
  const [accepted, setAccepted] = React.useState<Dayjs | null>(dayjs('2025-04-25'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <DatePicker
          label="Follow-up on"
          defaultValue={dayjs('2025-04-25')}
          closeOnSelect={false}
          onAccept={setAccepted}
          slotProps={{
            actionBar: { actions: ['clear', 'today', 'cancel', 'accept'] },
            field: { clearable: true },
          }}
        />
        <Typography role="status" variant="body2">
          {accepted ? `Accepted: ${accepted.format('MMMM D, YYYY')}` : 'Accepted: no date'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
