import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';

export default function ControlledDatePicker() {
  const [value, setValue] = React.useState<Dayjs | null>(dayjs('2025-10-06'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <DatePicker label="Report week starts" value={value} onChange={(newValue) => setValue(newValue)} />
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
          <Button variant="outlined" size="small" disabled={!value} onClick={() => setValue((v) => v && v.subtract(1, 'week'))}>
            Previous week
          </Button>
          <Button variant="outlined" size="small" disabled={!value} onClick={() => setValue((v) => v && v.add(1, 'week'))}>
            Next week
          </Button>
          <Button size="small" onClick={() => setValue(null)}>
            Clear
          </Button>
        </Stack>
        <Typography role="status" variant="body2">
          {/* While the user is still typing, onChange reports an invalid Day.js object. */}
          {value === null && 'No date selected.'}
          {value !== null && !value.isValid() && 'The date is not complete yet.'}
          {value?.isValid() && `Value: ${value.format('dddd, MMMM D, YYYY')} (ISO ${value.format('YYYY-MM-DD')})`}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
